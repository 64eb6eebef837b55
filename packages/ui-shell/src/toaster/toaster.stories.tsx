import { Button } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { notifyError } from './toaster'

function Demo({ message }: { message: string }) {
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => notifyError(message)}>notifyError</Button>
    </div>
  )
}

const meta = {
  title: 'Shell/Toaster',
  component: Demo,
  args: { message: '服务加载中，请尝试刷新。' },
  parameters: {
    docs: {
      description: {
        component:
          'Error toasts of the console: call notifyError(message) anywhere; the message shows in red for 5 s. Mount <Toaster /> once.',
      },
    },
  },
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'notifyError' }))
    const body = within(canvasElement.ownerDocument.body)
    const message = await body.findByText('服务加载中，请尝试刷新。')
    await waitFor(() => expect(message).toBeVisible(), { timeout: 3000 })
    expect(message.closest('[data-type]')).toHaveAttribute('data-type', 'error')
  },
}
