import type { Meta, StoryObj } from '@storybook/react-vite'
import { BackToTop } from './back-to-top'

const meta = {
  title: 'Shell/BackToTop',
  component: BackToTop,
  parameters: {
    docs: {
      description: {
        component:
          'A floating 回到顶部 button that appears once the page has scrolled past threshold pixels. Place it once in the layout.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ height: 3000, padding: 16 }}>
        <p>向下滚动超过 800px 后出现“回到顶部”按钮。</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackToTop>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const AlwaysVisible: Story = { args: { threshold: -1 } }
