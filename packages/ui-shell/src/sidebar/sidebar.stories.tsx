import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { demoRoutes } from '../test-utils/fixtures'
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../theme/recipes/sidebar'
import { Sidebar } from './sidebar'

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  parameters: {
    docs: {
      description: {
        component:
          'The left menu built from the permitted route table (filterRoutes of @gdzyz/auth). collapsed shows icons only; showLogo toggles the product title.',
      },
    },
  },
  args: {
    routes: demoRoutes,
    currentPath: '/personnel/regist_audit',
    onNavigate: fn(),
    onOpenSpecial: fn(),
    onExpand: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <div
        style={{ height: '100vh', width: args.collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>

export default meta
type Story = StoryObj<typeof meta>

export const Expanded: Story = {}
export const Collapsed: Story = { args: { collapsed: true } }
export const WithoutLogo: Story = { args: { showLogo: false } }
