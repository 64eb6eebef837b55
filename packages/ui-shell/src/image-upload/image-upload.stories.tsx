import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ImageUpload } from './image-upload'

const meta = {
  title: 'Shell/ImageUpload',
  component: ImageUpload,
  parameters: {
    docs: {
      description: {
        component:
          'An image picker that compresses JPEGs by size before upload (quality 1, 0.5 or 0.2) and shows a preview. onChange receives the compressed file, or null when it is removed.',
      },
    },
  },
  args: { label: '头像', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUpload>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
