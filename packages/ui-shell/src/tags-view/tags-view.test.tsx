import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTagsStore, type TagView } from '../stores/tags-store'
import { renderShell } from '../test-utils/render'
import { TagsView } from './tags-view'

const tag = (path: string, title: string, affix = false): TagView => ({
  path,
  fullPath: path,
  title: { 'zh-CN': title, 'zh-TW': title },
  affix,
})

const setup = (currentPath = '/b', confirmLeave?: () => Promise<boolean>) => {
  const store = createTagsStore({ storage: null, affix: [tag('/dashboard', '首页', true)] })
  for (const [p, title] of [
    ['/a', '甲'],
    ['/b', '乙'],
    ['/c', '丙'],
  ] as const)
    store.visit(tag(p, title))
  const onNavigate = vi.fn()
  const onReload = vi.fn()
  renderShell(
    <TagsView
      store={store}
      currentPath={currentPath}
      onNavigate={onNavigate}
      onReload={onReload}
      confirmLeave={confirmLeave}
    />,
  )
  return { store, onNavigate, onReload }
}

describe('TagsView', () => {
  it('asks confirmLeave before closing the current tag and keeps it on a refusal', async () => {
    const confirmLeave = vi.fn(async () => false)
    const { store, onNavigate } = setup('/b', confirmLeave)
    fireEvent.click(screen.getByRole('button', { name: '关闭 乙' }))
    await waitFor(() => expect(confirmLeave).toHaveBeenCalledOnce())
    expect(store.getState().tags.map((t) => t.path)).toContain('/b')
    expect(onNavigate).not.toHaveBeenCalled()
  })

  it('closes the current tag once confirmLeave agrees; other tags close without asking', async () => {
    const confirmLeave = vi.fn(async () => true)
    const { store, onNavigate } = setup('/b', confirmLeave)
    fireEvent.click(screen.getByRole('button', { name: '关闭 甲' }))
    expect(confirmLeave).not.toHaveBeenCalled()
    expect(store.getState().tags.map((t) => t.path)).not.toContain('/a')
    fireEvent.click(screen.getByRole('button', { name: '关闭 乙' }))
    await waitFor(() => expect(store.getState().tags.map((t) => t.path)).not.toContain('/b'))
    expect(confirmLeave).toHaveBeenCalledOnce()
    expect(onNavigate).toHaveBeenCalledWith('/c')
  })

  it('scrolls the active tag into view in the frame after the render, not during it', async () => {
    const scrolled: string[] = []
    // jsdom has no scrollIntoView.
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '')
    }
    try {
      setup('/c')
      expect(scrolled).toEqual([])
      await waitFor(() => expect(scrolled).toEqual([expect.stringContaining('丙')]))
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView')
    }
  })

  it('marks the active tag and gives affix tags no close button', () => {
    setup()
    expect(screen.getByRole('link', { name: '乙' })).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('button', { name: '关闭 首页' })).toBeNull()
    expect(screen.getByRole('button', { name: '关闭 甲' })).toBeInTheDocument()
  })

  it('closing the active tag navigates to the nearest remaining one', () => {
    const { store, onNavigate } = setup('/b')
    fireEvent.click(screen.getByRole('button', { name: '关闭 乙' }))
    expect(onNavigate).toHaveBeenCalledWith('/c')
    expect(store.getState().tags.map((t) => t.path)).toEqual(['/dashboard', '/a', '/c'])
  })

  it('closes with a middle click and with the Delete key, never an affix tag', () => {
    const { store, onNavigate } = setup('/b')
    fireEvent(
      screen.getByRole('link', { name: '甲' }).parentElement as Element,
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    )
    fireEvent.keyDown(screen.getByRole('link', { name: '丙' }), { key: 'Delete' })
    fireEvent.keyDown(screen.getByRole('link', { name: '首页' }), { key: 'Delete' })
    expect(store.getState().tags.map((t) => t.path)).toEqual(['/dashboard', '/b'])
    expect(onNavigate).not.toHaveBeenCalled()
  })

  it('navigates on click and moves focus with arrow keys', () => {
    const { onNavigate } = setup()
    fireEvent.click(screen.getByRole('link', { name: '甲' }))
    expect(onNavigate).toHaveBeenCalledWith('/a')
    const first = screen.getByRole('link', { name: '首页' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(document.activeElement).toHaveAccessibleName('甲')
  })
  // The context menu (Chakra Menu, floating-ui) is exercised in the browser by the TagsView story.
})
