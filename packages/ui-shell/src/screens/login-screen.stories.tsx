import { Box, Button, chakra, Input, Stack } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { expect, within } from 'storybook/test'
import { SCREEN_VARIANTS } from './console-frame'
import { useScreenText } from './screen-text'

function LoginScreen({
  userName,
  passwordMissing,
}: {
  userName: string
  passwordMissing: boolean
}) {
  const text = useScreenText()
  const id = useId()
  return (
    <Box as="main" minHeight="100dvh" bg="brand.subtle" display="grid" placeItems="center" p="4">
      <Box bg="white" borderRadius="lg" boxShadow="md" p="8" width="full" maxWidth="sm">
        <chakra.h1 fontSize="xl" fontWeight="semibold" textAlign="center" mb="6">
          {text.productTitle}
        </chakra.h1>
        <Stack as="form" gap="4" onSubmit={(event) => event.preventDefault()}>
          <Box>
            <chakra.label htmlFor={`${id}-user`} fontSize="sm" display="block" mb="1">
              {text.userName}
            </chakra.label>
            <Input id={`${id}-user`} autoComplete="username" defaultValue={userName} />
          </Box>
          <Box>
            <chakra.label htmlFor={`${id}-password`} fontSize="sm" display="block" mb="1">
              {text.password}
            </chakra.label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              aria-invalid={passwordMissing || undefined}
              aria-describedby={passwordMissing ? `${id}-password-error` : undefined}
            />
            {passwordMissing && (
              <chakra.p id={`${id}-password-error`} color="red.700" fontSize="sm" mt="1">
                {text.required(text.password)}
              </chakra.p>
            )}
          </Box>
          <Box
            borderWidth="1px"
            borderRadius="md"
            bg="gray.100"
            color="gray.700"
            fontSize="sm"
            p="2"
            textAlign="center"
          >
            {text.slider}
          </Box>
          <Button type="submit" colorPalette="brand">
            {text.login}
          </Button>
        </Stack>
      </Box>
    </Box>
  )
}

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  args: { userName: 'admin', passwordMissing: true },
  parameters: {
    docs: {
      // Full-page layouts and modal dialogs each get their own frame on the docs page.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'The development login page: user name, password, the slider check and 登录. In production signed-out users go to the site’s own sign-in instead.',
      },
    },
  },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SimplifiedChinese1440: Story = {
  ...SCREEN_VARIANTS.zhCN1440,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByRole('heading', { name: '广东i志愿后台管理系统' })).toBeVisible()
    expect(canvas.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码')
  },
}
export const TraditionalChinese1440: Story = {
  ...SCREEN_VARIANTS.zhTW1440,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: '登入' })).toBeVisible()
  },
}
export const SimplifiedChinese992: Story = SCREEN_VARIANTS.zhCN992
export const TraditionalChinese390: Story = SCREEN_VARIANTS.zhTW390
