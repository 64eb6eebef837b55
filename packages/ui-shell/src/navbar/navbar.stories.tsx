import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { announcementLinks } from '../test-utils/demo-data'
import { demoRoutes } from '../test-utils/fixtures'
import { Navbar } from './navbar'

const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  parameters: {
    docs: {
      description: {
        component:
          'The top bar: sidebar toggle, breadcrumb of the current route, announcements, help, settings and logout. On a phone only the current page title shows.',
      },
    },
  },
  args: {
    routes: demoRoutes,
    currentPath: '/personnel/volunteer_query',
    sidebarOpen: true,
    onNavigate: fn(),
    onToggleSidebar: fn(),
    onLogout: fn(),
    onOpenSettings: fn(),
    helpHref: 'https://example.org/help',
    announcementLinks,
  },
} satisfies Meta<typeof Navbar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithoutAnnouncements: Story = { args: { announcementLinks: [] } }

/** 390px phone: only the current page's title, on one line; the bar keeps its 50px height. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
