import { Box, Button, chakra, Dialog, Portal, Stack } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { ConsoleFrame, SCREEN_VARIANTS } from './console-frame'
import { useScreenText } from './screen-text'

function AuditDialogScreen({
  applicant,
  decision,
}: {
  applicant: string
  decision: 'approve' | 'reject'
}) {
  const text = useScreenText()
  const id = useId()
  const [choice, setChoice] = useState(decision)
  return (
    <ConsoleFrame path="/personnel/regist_audit">
      <Box p="4">
        <chakra.h1 fontSize="lg" fontWeight="semibold">
          {text.audits[0]}
        </chakra.h1>
      </Box>
      <Dialog.Root open role="dialog" closeOnInteractOutside={false}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  {text.auditTitle}：{applicant}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <chakra.fieldset>
                    <chakra.legend fontSize="sm" mb="2">
                      {text.auditResult}
                    </chakra.legend>
                    <Stack direction="row" gap="6">
                      {(['approve', 'reject'] as const).map((value) => (
                        <chakra.label key={value} display="flex" alignItems="center" gap="2">
                          <input
                            type="radio"
                            name={`${id}-decision`}
                            value={value}
                            checked={choice === value}
                            onChange={() => setChoice(value)}
                          />
                          {text[value]}
                        </chakra.label>
                      ))}
                    </Stack>
                  </chakra.fieldset>
                  {choice === 'reject' && (
                    <Box>
                      <chakra.label htmlFor={`${id}-reason`} fontSize="sm" display="block" mb="1">
                        {text.rejectReason}
                      </chakra.label>
                      <chakra.textarea
                        id={`${id}-reason`}
                        width="full"
                        minHeight="24"
                        borderWidth="1px"
                        borderRadius="md"
                        p="2"
                      />
                    </Box>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline">{text.cancel}</Button>
                <Button colorPalette="brand">{text.confirm}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ConsoleFrame>
  )
}

const meta = {
  title: 'Screens/Audit decision dialog',
  component: AuditDialogScreen,
  args: { applicant: '张三', decision: 'reject' },
  argTypes: { decision: { control: 'inline-radio', options: ['approve', 'reject'] } },
  parameters: {
    docs: {
      // Full-page layouts and modal dialogs each get their own frame on the docs page.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'The decision dialog of an audit list (实名制校验 and the other audits): 通过 or 驳回, and a reason when rejecting.',
      },
    },
  },
} satisfies Meta<typeof AuditDialogScreen>

export default meta
type Story = StoryObj<typeof meta>

// axe runs after the play function: wait until the dialog has finished fading in, or the
// half-transparent text fails colour contrast.
async function openDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body)
  const dialog = await body.findByRole('dialog', {}, { timeout: 5000 })
  await waitFor(() => expect(dialog).toBeVisible())
  await Promise.all(
    canvasElement.ownerDocument.getAnimations().map((animation) => animation.finished),
  )
  return dialog
}

export const SimplifiedChinese1440: Story = {
  ...SCREEN_VARIANTS.zhCN1440,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    expect(within(dialog).getByLabelText('驳回原因')).toBeVisible()
    expect(within(dialog).getByRole('radio', { name: '驳回' })).toBeChecked()
  },
}
export const TraditionalChinese1440: Story = {
  ...SCREEN_VARIANTS.zhTW1440,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    expect(within(dialog).getByRole('radio', { name: '駁回' })).toBeChecked()
  },
}
export const SimplifiedChinese992: Story = {
  ...SCREEN_VARIANTS.zhCN992,
  play: async ({ canvasElement }) => void (await openDialog(canvasElement)),
}
export const TraditionalChinese390: Story = {
  ...SCREEN_VARIANTS.zhTW390,
  play: async ({ canvasElement }) => void (await openDialog(canvasElement)),
}
