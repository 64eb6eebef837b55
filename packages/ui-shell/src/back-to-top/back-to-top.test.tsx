import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderShell } from '../test-utils/render'
import { BACK_TO_TOP_THRESHOLD, BackToTop } from './back-to-top'

/** A scroll container whose position the test sets (jsdom does not lay out or scroll). */
const scroller = (initial = 0) => {
  const element = document.createElement('div')
  let top = initial
  Object.defineProperty(element, 'scrollTop', { get: () => top })
  element.scrollTo = vi.fn() as typeof element.scrollTo
  const scrollTo = (y: number) =>
    act(() => {
      top = y
      fireEvent.scroll(element)
    })
  return { element, scrollTo }
}

const button = () => screen.queryByRole('button', { name: '回到顶部' })

describe('BackToTop', () => {
  it('appears only past 800px of scrolling and hides again above it', () => {
    const { element, scrollTo } = scroller()
    renderShell(<BackToTop target={element} />)
    expect(BACK_TO_TOP_THRESHOLD).toBe(800)
    expect(button()).toBeNull()
    scrollTo(800)
    expect(button()).toBeNull()
    scrollTo(801)
    expect(button()).not.toBeNull()
    scrollTo(120)
    expect(button()).toBeNull()
  })

  it('shows at once when mounted below the threshold (the chunk loads after scrolling)', () => {
    const { element } = scroller(2400)
    renderShell(<BackToTop target={element} />)
    expect(button()).not.toBeNull()
  })

  it('scrolls its container back to the top when pressed', () => {
    const { element, scrollTo } = scroller()
    renderShell(<BackToTop target={element} threshold={100} />)
    scrollTo(500)
    fireEvent.click(button() as HTMLElement)
    expect(element.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })

  it('stops listening when unmounted', () => {
    const { element } = scroller()
    const remove = vi.spyOn(element, 'removeEventListener')
    const view = renderShell(<BackToTop target={element} />)
    view.unmount()
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function))
  })
})
