import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createSettingsStore } from '../stores/settings-store'
import { createTagsStore } from '../stores/tags-store'
import { dashboardTag } from '../test-utils/demo-data'
import { demoRoutes } from '../test-utils/fixtures'
import { renderShell } from '../test-utils/render'
import { AppShell } from './app-shell'

// Counts how often the lazy back-to-top module is fetched (the factory runs on its first import).
const backToTopLoads = vi.hoisted(() => ({ count: 0 }))
vi.mock('../back-to-top', async (importOriginal) => {
  backToTopLoads.count += 1
  return importOriginal()
})

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

  it('on a phone shows no side menu and leaves the saved desktop choice alone', async () => {
    const { settingsStore } = setup({ mobile: true })
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '展开或收起侧边栏' }))
    expect(await screen.findByRole('navigation', { name: '主菜单' })).toBeInTheDocument()
    expect(settingsStore.getState().sidebarOpen).toBe(true)
  })

  it('going below 992 px and back restores the desktop sidebar the user chose', () => {
    const settingsStore = createSettingsStore({ storage: null })
    const tagsStore = createTagsStore({ storage: null, affix: [dashboardTag] })
    const shell = (mobile: boolean) => (
      <AppShell
        routes={demoRoutes}
        currentPath="/dashboard"
        onNavigate={() => undefined}
        onLogout={() => undefined}
        settingsStore={settingsStore}
        tagsStore={tagsStore}
        mobile={mobile}
      >
        <p>页面内容</p>
      </AppShell>
    )
    const view = renderShell(shell(false))
    expect(document.querySelector('[data-sidebar]')).toHaveAttribute('data-sidebar', 'open')
    view.rerender(shell(true))
    expect(document.querySelector('[data-sidebar]')).toHaveAttribute('data-sidebar', 'mobile')
    view.rerender(shell(false))
    expect(document.querySelector('[data-sidebar]')).toHaveAttribute('data-sidebar', 'open')
    expect(settingsStore.getState().sidebarOpen).toBe(true)
  })

  it('the size setting scales the whole UI through the root font size', () => {
    const { settingsStore } = setup()
    expect(document.documentElement.style.fontSize).toBe('100%')
    act(() => settingsStore.set('size', 'lg'))
    expect(document.documentElement.style.fontSize).toBe('112.5%')
    act(() => settingsStore.set('size', 'sm'))
    expect(document.documentElement.style.fontSize).toBe('87.5%')
  })

  it('the skip link focuses the content without changing the address', () => {
    setup()
    const before = window.location.href
    fireEvent.click(screen.getByRole('link', { name: '跳到主要内容' }))
    expect(document.activeElement).toBe(screen.getByRole('main'))
    expect(window.location.href).toBe(before)
  })

  it('the sidebar-logo switch hides the whole logo block (mark and title)', () => {
    const { settingsStore } = setup()
    const aside = screen.getByRole('complementary')
    expect(aside).toHaveTextContent('广东i志愿后台管理系统')
    act(() => settingsStore.set('sidebarLogo', false))
    expect(aside).not.toHaveTextContent('广东i志愿后台管理系统')
    expect(within(aside).queryByTestId('sidebar-logo')).toBeNull()
  })

  it('loads the back-to-top button only once the page has scrolled past 800px, and keeps it', async () => {
    setup()
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
        fireEvent.scroll(window)
      })
    const button = () => screen.queryByRole('button', { name: '回到顶部' })
    scrollTo(800)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(backToTopLoads.count).toBe(0)
    scrollTo(1600)
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeInTheDocument()
    expect(backToTopLoads.count).toBe(1)
    scrollTo(0)
    await waitFor(() => expect(button()).toBeNull())
    scrollTo(900)
    expect(button()).not.toBeNull()
    scrollTo(0)
  })
})
