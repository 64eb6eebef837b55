import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createSettingsStore } from '../stores/settings-store'
import { createTagsStore } from '../stores/tags-store'
import { dashboardTag } from '../test-utils/demo-data'
import { demoRoutes } from '../test-utils/fixtures'
import { renderShell } from '../test-utils/render'
import { AppShell } from './app-shell'

const setup = ({ mobile = false, path = '/personnel/regist_audit' } = {}) => {
  const settingsStore = createSettingsStore({ storage: null })
  const tagsStore = createTagsStore({ storage: null, affix: [dashboardTag] })
  const onNavigate = vi.fn()
  const onLogout = vi.fn()
  renderShell(
    <AppShell
      routes={demoRoutes}
      currentPath={path}
      onNavigate={onNavigate}
      onLogout={onLogout}
      settingsStore={settingsStore}
      tagsStore={tagsStore}
      mobile={mobile}
    >
      <p>页面内容</p>
    </AppShell>,
  )
  return { settingsStore, tagsStore, onNavigate, onLogout }
}

describe('AppShell', () => {
  it('frames the page: sidebar, top bar, tags and the content as the main landmark', () => {
    setup()
    const aside = screen.getByRole('complementary')
    expect(aside).toHaveTextContent('广东i志愿后台管理系统')
    expect(within(aside).getByRole('navigation', { name: '主菜单' })).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('页面内容')
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveAttribute(
      'href',
      '#shell-main',
    )
  })

  it('adds the current page to the tags and names the document after it', async () => {
    const { tagsStore } = setup()
    await waitFor(() =>
      expect(tagsStore.getState().tags.map((tag) => tag.path)).toContain('/personnel/regist_audit'),
    )
    expect(document.title).toBe('实名制校验 - 广东i志愿组织服务')
  })

  it('follows the settings: no tags bar when it is switched off', () => {
    const { settingsStore } = setup()
    expect(screen.getByRole('navigation', { name: '已访问页面' })).toBeInTheDocument()
    act(() => settingsStore.set('tagsView', false))
    expect(screen.queryByRole('navigation', { name: '已访问页面' })).toBeNull()
  })

  it('opens the layout settings from the top bar', async () => {
    setup()
    fireEvent.click(screen.getByRole('button', { name: '布局设置' }))
    expect(await screen.findByRole('dialog', { name: '布局设置' })).toBeInTheDocument()
  })

  it('logs out through the callback', () => {
    const { onLogout } = setup()
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }))
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('on a phone closes the sidebar without animation and shows no side menu', async () => {
    const { settingsStore } = setup({ mobile: true })
    await waitFor(() => expect(settingsStore.getState().sidebarOpen).toBe(false))
    expect(settingsStore.getState().sidebarWithoutAnimation).toBe(true)
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull()
  })
})
