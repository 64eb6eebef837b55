import { Button } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { notifyError } from './toaster'

function Demo() {
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => notifyError('服务加载中，请尝试刷新。')}>notifyError</Button>
    </div>
  )
}

const meta = { title: 'Shell/Toaster', component: Demo } satisfies Meta<typeof Demo>
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
