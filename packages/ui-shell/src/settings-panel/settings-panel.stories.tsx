import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { createSettingsStore } from '../stores/settings-store'
import { SettingsPanel } from './settings-panel'

const meta = {
  title: 'Shell/SettingsPanel',
  component: SettingsPanel,
  parameters: {
    docs: {
      // Full-page layouts and modal dialogs each get their own frame on the docs page.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'The layout settings drawer (tags view, fixed header, sidebar logo, content size), stored per user in the settings store.',
      },
    },
  },
  args: { store: createSettingsStore({ storage: null }), open: true, onClose: fn() },
} satisfies Meta<typeof SettingsPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Hidden: Story = { args: { open: false } }
