import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { BannedDialog } from './banned-dialog'

const meta = {
  title: 'Shell/BannedDialog',
  component: BannedDialog,
  parameters: {
    docs: {
      // Full-page layouts and modal dialogs each get their own frame on the docs page.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'The alert dialog shown when a banned account tries to leave the dashboard (提示 / 该账户已被封禁). Controlled: open and onClose.',
      },
    },
  },
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof BannedDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    expect(dialog).toHaveTextContent(/该账户已被封禁|該帳戶已被封禁/)
  },
}
