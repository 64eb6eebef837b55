import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ListPage } from '../list-page'
import { createSettingsStore } from '../stores/settings-store'
import { createTagsStore } from '../stores/tags-store'
import { announcementLinks, dashboardTag, demoRows } from '../test-utils/demo-data'
import { demoRoutes } from '../test-utils/fixtures'
import { AppShell } from './app-shell'

function Demo({ sidebarOpen = true, mobile }: { sidebarOpen?: boolean; mobile?: boolean }) {
  const [path, setPath] = useState('/personnel/regist_audit')
  const stores = useMemo(() => {
    const settingsStore = createSettingsStore({ storage: null })
    if (!sidebarOpen) settingsStore.closeSidebar()
    const tagsStore = createTagsStore({ storage: null, affix: [dashboardTag] })
    tagsStore.visit({
      path: '/personnel/volunteer_query',
      fullPath: '/personnel/volunteer_query',
      title: { 'zh-CN': '志愿者查询', 'zh-TW': '志願者查詢' },
    })
    return { settingsStore, tagsStore }
  }, [sidebarOpen])
  const query = useMemo(() => async () => ({ total: 128, list: demoRows }), [])
  return (
    <AppShell
      routes={demoRoutes}
      currentPath={path}
      onNavigate={(next) => setPath(next.split('?')[0] ?? next)}
      onLogout={() => undefined}
      helpHref="https://example.org/help"
      announcementLinks={announcementLinks}
      mobile={mobile}
      {...stores}
    >
      <ListPage
        title="实名制校验"
        query={query}
        rowKey={(row) => row.id}
        columns={[
          { key: 'id', header: 'ID' },
          { key: 'name', header: '姓名' },
          { key: 'district', header: '地区' },
          { key: 'status', header: '状态' },
        ]}
      />
    </AppShell>
  )
}

const meta = {
  title: 'Shell/AppShell',
  component: Demo,
  args: { sidebarOpen: true, mobile: false },
  parameters: {
    docs: {
      // Full-page layouts and modal dialogs each get their own frame on the docs page.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'The console frame: sidebar (a drawer below 992 px), top bar, tags and the main landmark. Give it the permitted route table, the current path, onNavigate and the settings and tags stores; the page goes in children.',
      },
    },
  },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Expanded: Story = {}

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByText('广东i志愿后台管理系统')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /侧边栏|側邊欄/ }))
    await waitFor(() => expect(canvas.queryByText('广东i志愿后台管理系统')).toBeNull())
    const nav = canvas.getByRole('navigation', { name: /主菜单|主選單/ })
    expect(within(nav).getByRole('link', { name: /首页|首頁/ })).toBeInTheDocument()
  },
}

export const MobileDrawer: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    expect(canvas.queryByRole('navigation', { name: /主菜单|主選單/ })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /侧边栏|側邊欄/ }))
    const drawer = await body.findByRole('dialog', {}, { timeout: 5000 })
    await userEvent.click(within(drawer).getByRole('link', { name: '短信列表' }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
  },
}
