import type { OrgTreeNode } from '@gdzyz/api-client'
import { ShellProvider } from '@gdzyz/ui-shell'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
