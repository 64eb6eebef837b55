import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { demoRoutes } from '../test-utils/fixtures'
import { renderShell } from '../test-utils/render'
import { Sidebar } from './sidebar'

const setup = (props: Partial<Parameters<typeof Sidebar>[0]> = {}) => {
  const onNavigate = vi.fn()
  const onOpenSpecial = vi.fn()
  renderShell(
    <Sidebar
      routes={demoRoutes}
      currentPath="/personnel/regist_audit"
      onNavigate={onNavigate}
      onOpenSpecial={onOpenSpecial}
      {...props}
    />,
  )
  return { onNavigate, onOpenSpecial, nav: screen.getByRole('navigation', { name: '主菜单' }) }
}

describe('Sidebar', () => {
  it('shows the title, opens the active group and marks the active item', () => {
    const { nav } = setup()
    expect(screen.getByText('广东i志愿后台管理系统')).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: /人员管理/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(within(nav).getByRole('link', { name: '实名制校验' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).queryByText('活动查看')).toBeNull()
  })

  it('shows a single-child group as one item and navigates without reloading', () => {
    const { nav, onNavigate } = setup()
    const sms = within(nav).getByRole('link', { name: '短信列表' })
    expect(sms).toHaveAttribute('href', '/sms_model/sms_list')
    fireEvent.click(sms)
    expect(onNavigate).toHaveBeenCalledWith('/sms_model/sms_list')
  })

  it('opens external links in a new tab and routes special permissions to the callback', () => {
    const { nav, onNavigate, onOpenSpecial } = setup()
    fireEvent.click(within(nav).getByRole('button', { name: /其他/ }))
    const external = within(nav).getByRole('link', { name: /外链示例/ })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    fireEvent.click(within(nav).getByRole('link', { name: '红十字志愿服务' }))
    expect(onOpenSpecial).toHaveBeenCalledWith('hszh_indexview')
    expect(onNavigate).not.toHaveBeenCalled()
  })

  it('moves focus with the arrow keys', () => {
    const { nav } = setup()
    const first = within(nav).getByRole('link', { name: '首页' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement).toHaveAccessibleName(/人员管理/)
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' })
    expect(document.activeElement).toHaveAccessibleName('红十字志愿服务')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(first)
  })

  it('collapsed: icons keep accessible names, choosing a group asks to expand, logo can hide', () => {
    const onExpand = vi.fn()
    const { nav } = setup({ collapsed: true, showLogo: false, onExpand })
    expect(screen.queryByText('广东i志愿后台管理系统')).toBeNull()
    fireEvent.click(within(nav).getByRole('button', { name: '活动管理' }))
    expect(onExpand).toHaveBeenCalledOnce()
    expect(within(nav).getByRole('link', { name: '首页' })).toBeInTheDocument()
  })
})
