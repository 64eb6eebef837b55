import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLocale } from '../i18n/locale'
import { demoRoutes } from '../test-utils/fixtures'
import { renderShell } from '../test-utils/render'
import { Navbar } from './navbar'

const links = [
  { title: { 'zh-CN': '志愿服务条例', 'zh-TW': '志願服務條例' }, href: 'https://example.org/a/1' },
  { title: { 'zh-CN': '操作指南', 'zh-TW': '操作指南' }, href: 'https://example.org/a/2' },
]

const setup = () => {
  const handlers = { onNavigate: vi.fn(), onToggleSidebar: vi.fn(), onLogout: vi.fn() }
  renderShell(
    <Navbar
      routes={demoRoutes}
      currentPath="/personnel/volunteer_query"
      sidebarOpen
      helpHref="https://example.org/help"
      announcementLinks={links}
      {...handlers}
    />,
  )
  return handlers
}

describe('Navbar', () => {
  afterEach(() => act(() => setLocale('zh-CN')))

  it('names every icon button and wires the callbacks', () => {
    const { onToggleSidebar, onLogout, onNavigate } = setup()
    fireEvent.click(screen.getByRole('button', { name: '展开或收起侧边栏' }))
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }))
    fireEvent.click(screen.getByRole('link', { name: '首页' }))
    expect(onToggleSidebar).toHaveBeenCalledOnce()
    expect(onLogout).toHaveBeenCalledOnce()
    expect(onNavigate).toHaveBeenCalledWith('/dashboard')
    expect(screen.getByRole('link', { name: '帮助' })).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows the breadcrumb of the current route and the two announcement links', () => {
    setup()
    const crumbs = screen.getByRole('navigation', { name: '当前位置' })
    const items = within(crumbs).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['人员管理', '志愿者查询'])
    expect(items[1]).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: '志愿服务条例' })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: '操作指南' })).toBeInTheDocument()
  })

  it('switches language live and remembers it under lang', () => {
    setup()
    fireEvent.click(screen.getByRole('button', { name: '繁體' }))
    expect(localStorage.getItem('lang')).toBe('zh-TW')
    expect(screen.getByRole('button', { name: '登出' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '目前位置' })).toHaveTextContent(
      '人員管理志願者查詢',
    )
    expect(screen.getByRole('button', { name: '繁體' })).toHaveAttribute('aria-pressed', 'true')
  })
})
