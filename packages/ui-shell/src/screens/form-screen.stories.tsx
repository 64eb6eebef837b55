import { Box, Button, chakra, Input, Stack } from '@chakra-ui/react'
import { createRules, formSchema, optional } from '@gdzyz/validators'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { expect, within } from 'storybook/test'
import { useLocale } from '../i18n/locale'
import { ConsoleFrame, SCREEN_VARIANTS } from './console-frame'
import { useScreenText } from './screen-text'

interface Volunteer {
  name: string
  mobile: string
  idCard: string
  email: string
}

const FIELDS = ['name', 'mobile', 'idCard', 'email'] as const

/** A form after a submit with bad values: the messages come from @gdzyz/validators. */
function FormScreen(values: Volunteer) {
  const text = useScreenText()
  const locale = useLocale()
  const rules = createRules(locale)
  const schema = formSchema({
    name: rules.personName,
    mobile: rules.mobile,
    idCard: rules.idCard,
    email: optional(rules.email),
  })
  const result = schema['~standard'].validate(values)
  const errors = new Map((result.issues ?? []).map((issue) => [issue.path?.[0], issue.message]))
  const id = useId()
  return (
    <ConsoleFrame path="/personnel/volunteer_query">
      <Box p="4" maxWidth="xl">
        <chakra.h1 fontSize="lg" fontWeight="semibold" mb="4">
          {text.formTitle}
        </chakra.h1>
        <Stack as="form" gap="4" bg="white" p="4" borderRadius="md" borderWidth="1px">
          {FIELDS.map((field) => {
            const error = errors.get(field)
            return (
              <Box key={field}>
                <chakra.label htmlFor={`${id}-${field}`} fontSize="sm" display="block" mb="1">
                  {text[field]}
                </chakra.label>
                <Input
                  id={`${id}-${field}`}
                  defaultValue={values[field]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${field}-error` : undefined}
                  borderColor={error ? 'border.error' : undefined}
                />
                {error && (
                  <chakra.p id={`${id}-${field}-error`} color="red.700" fontSize="sm" mt="1">
                    {error}
                  </chakra.p>
                )}
              </Box>
            )
          })}
          <Button type="submit" colorPalette="brand" alignSelf="start">
            {text.submit}
          </Button>
        </Stack>
      </Box>
    </ConsoleFrame>
  )
}

const meta = {
  title: 'Screens/Form with validation errors',
  component: FormScreen,
  args: { name: '', mobile: '123', idCard: '11010519491231002Y', email: 'a@b' },
  parameters: {
    docs: {
      // Full-page layouts and modal dialogs each get their own frame on the docs page.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'A form inside the shell after a failed submit: each bad field is outlined, and its message (from @gdzyz/validators, in the interface language) sits under it and is its accessible description. Change the values in the controls to see other messages.',
      },
    },
  },
} satisfies Meta<typeof FormScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SimplifiedChinese1440: Story = {
  ...SCREEN_VARIANTS.zhCN1440,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByLabelText('手机号码')).toHaveAccessibleDescription('手机号码有误，请重填')
    expect(canvas.getByLabelText('姓名')).toHaveAccessibleDescription('请输入姓名')
    expect(canvas.getByLabelText('邮箱')).toHaveAccessibleDescription('邮箱格式不正确')
  },
}
export const TraditionalChinese1440: Story = {
  ...SCREEN_VARIANTS.zhTW1440,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByLabelText('手機號碼')).toHaveAccessibleDescription('手機號碼有誤，請重填')
  },
}
export const SimplifiedChinese992: Story = SCREEN_VARIANTS.zhCN992
export const TraditionalChinese390: Story = SCREEN_VARIANTS.zhTW390
