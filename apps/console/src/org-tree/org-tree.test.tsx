import type { OrgTreeNode } from '@gdzyz/api-client'
import { ShellProvider } from '@gdzyz/ui-shell'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { orgTreeMessages } from './messages'
import { OrgTree } from './org-tree'
import { visibleRows } from './tree-model'

const leaf = (id: string, name: string): OrgTreeNode => ({
  id,
  name,
  kind: 'organization',
  count: 0,
  hasChildren: false,
})
const district: OrgTreeNode = {
  id: 'd:1',
  name: '天河区',
  kind: 'district',
  count: 5000,
  hasChildren: true,
}
const orgs = Array.from({ length: 5000 }, (_, i) => leaf(`o:${i}`, `志愿服务队${i}`))

function Harness({ children }: { children: readonly OrgTreeNode[] }) {
  const [focusId, setFocusId] = useState<string>()
  const rows = visibleRows([district], () => children, new Set(['d:1']))
  return (
    <ShellProvider toaster={false}>
      <OrgTree
        rows={rows}
        label="组织树"
        text={orgTreeMessages['zh-CN']}
        focusId={focusId}
        selectedId={undefined}
        matches={new Set()}
        onFocus={setFocusId}
        onToggle={() => undefined}
        onSelect={() => undefined}
      />
    </ShellProvider>
  )
}

// jsdom lays nothing out: the tree's box is 640 px high and each row 32 px, as in a browser.
const sizes = { clientHeight: 640, offsetHeight: 32 }
beforeAll(() => {
  for (const [prop, px] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => px })
  }
})
afterAll(() => {
  for (const prop of Object.keys(sizes)) {
    Reflect.deleteProperty(HTMLElement.prototype, prop)
  }
})

describe('OrgTree with a level of 5,000', () => {
  it('puts only a window of rows in the document, each with its place in the level', () => {
    render(<Harness>{orgs}</Harness>)
    const items = screen.getAllByRole('treeitem')
    expect(items.length).toBeGreaterThan(1)
    expect(items.length).toBeLessThan(60)
    const first = screen.getByRole('treeitem', { name: '志愿服务队0' })
    expect(first).toHaveAttribute('aria-level', '2')
    expect(first).toHaveAttribute('aria-posinset', '1')
    expect(first).toHaveAttribute('aria-setsize', '5000')
  })

  it('End focuses the last organisation, which is rendered for it, and keeps it while scrolled away', () => {
    render(<Harness>{orgs}</Harness>)
    const tree = screen.getByRole('tree', { name: '组织树' })
    const top = screen.getByRole('treeitem', { name: /^天河区/ })
    top.focus()
    fireEvent.keyDown(top, { key: 'End' })
    const last = screen.getByRole('treeitem', { name: '志愿服务队4999' })
    expect(last).toHaveFocus()
    expect(last).toHaveAttribute('aria-posinset', '5000')
    expect(last).toHaveAttribute('tabindex', '0')

    tree.scrollTop = 0
    fireEvent.scroll(tree)
    expect(screen.getByRole('treeitem', { name: '志愿服务队4999' })).toHaveFocus()
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(60)

    fireEvent.keyDown(last, { key: 'Home' })
    expect(top).toHaveFocus()
    fireEvent.keyDown(top, { key: 'ArrowDown' })
    expect(screen.getByRole('treeitem', { name: '志愿服务队0' })).toHaveFocus()
  })
})

describe('OrgTree type-ahead', () => {
  const names = ['越秀区', '海珠区', '天河体育中心志愿队', '番禺区', '天河公园志愿队']
  const level = names.map((name, i) => leaf(`o:${i}`, name))
  // The name of the focused line (its second span; the first is the ▸/▾ mark).
  const focused = () => document.activeElement?.querySelector('span:nth-child(2)')?.textContent
  let now = 1_000_000
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockImplementation(() => now)
  })
  afterEach(() => vi.restoreAllMocks())
  /** Lets the type-ahead word end (more than its 700 ms). */
  const pause = () => {
    now += 1000
  }
  const start = () => {
    render(<Harness>{level}</Harness>)
    screen.getByRole('treeitem', { name: /^天河区/ }).focus()
  }
  const press = (key: string, init: Partial<KeyboardEventInit> = {}) =>
    fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init })

  it('letters typed on a Chinese tree jump by pinyin initials; a longer word keeps the line it fits', () => {
    start()
    press('h')
    expect(focused()).toBe('海珠区')
    pause()
    press('t')
    expect(focused()).toBe('天河体育中心志愿队')
    press('h')
    expect(focused()).toBe('天河体育中心志愿队')
    press('g')
    expect(focused()).toBe('天河公园志愿队')
    pause()
    press('P')
    expect(focused()).toBe('番禺区')
  })

  it('wraps around past the last line, and a key with no match leaves the focus where it is', () => {
    start()
    press('End')
    expect(focused()).toBe('天河公园志愿队')
    press('t')
    expect(focused()).toBe('天河区')
    pause()
    press('q')
    expect(focused()).toBe('天河区')
    pause()
    press('广')
    expect(focused()).toBe('天河区')
  })

  it('leaves keys an input method is composing alone, and types what it composes as a whole', () => {
    start()
    press('h', { isComposing: true })
    press('Process')
    expect(focused()).toBe('天河区')
    fireEvent.compositionEnd(document.activeElement ?? document.body, { data: '番禺' })
    expect(focused()).toBe('番禺区')
    pause()
    fireEvent.compositionEnd(document.activeElement ?? document.body, { data: '' })
    expect(focused()).toBe('番禺区')
  })
})
