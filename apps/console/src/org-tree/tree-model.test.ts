import type { OrgTreeNode } from '@gdzyz/api-client'
import { describe, expect, it } from 'vitest'
import { keyMove, searchExpansion, typeAhead, visibleRows } from './tree-model'

const node = (id: string, name: string, hasChildren = false): OrgTreeNode => ({
  id,
  name,
  kind: hasChildren ? 'city' : 'organization',
  count: 0,
  hasChildren,
})
const root = node('p:440000', '广东省', true)
const gz = node('c:440100', '广州市', true)
const sz = node('c:440300', '深圳市', true)
const th = node('d:440100-4', '天河区', true)
const org = node('o:1', '天河区青年志愿者协会')
const children: Record<string, OrgTreeNode[]> = {
  'p:440000': [gz, sz],
  'c:440100': [th],
  'd:440100-4': [org],
}
const rowsOf = (open: string[]) => visibleRows([root], (id) => children[id], new Set(open))

describe('visible rows', () => {
  it('shows the children of open nodes only, with level, position and set size', () => {
    const rows = rowsOf(['p:440000', 'c:440100'])
    expect(rows.map((r) => [r.node.name, r.level, r.posinset, r.setsize])).toEqual([
      ['广东省', 1, 1, 1],
      ['广州市', 2, 1, 2],
      ['天河区', 3, 1, 1],
      ['深圳市', 2, 2, 2],
    ])
    expect(rows[1]?.expanded).toBe(true)
    expect(rows[3]?.expanded).toBe(false)
  })

  it('marks an open node whose children are not loaded as loading', () => {
    const rows = rowsOf(['p:440000', 'c:440300'])
    expect(rows.find((r) => r.node.id === 'c:440300')?.loading).toBe(true)
  })
})

describe('keyboard', () => {
  const rows = rowsOf(['p:440000', 'c:440100'])
  it('moves with arrows, Home and End; Right opens then enters; Left closes then climbs', () => {
    expect(keyMove(rows, 0, 'ArrowDown')).toEqual({ type: 'focus', index: 1 })
    expect(keyMove(rows, 0, 'ArrowUp')).toBeUndefined()
    expect(keyMove(rows, 1, 'End')).toEqual({ type: 'focus', index: 3 })
    expect(keyMove(rows, 3, 'Home')).toEqual({ type: 'focus', index: 0 })
    expect(keyMove(rows, 3, 'ArrowRight')).toEqual({ type: 'expand', id: 'c:440300' })
    expect(keyMove(rows, 1, 'ArrowRight')).toEqual({ type: 'focus', index: 2 })
    expect(keyMove(rows, 1, 'ArrowLeft')).toEqual({ type: 'collapse', id: 'c:440100' })
    expect(keyMove(rows, 3, 'ArrowLeft')).toEqual({ type: 'focus', index: 0 })
    expect(keyMove(rows, 2, 'Enter')).toEqual({ type: 'select', index: 2 })
    expect(keyMove(rows, 2, ' ')).toEqual({ type: 'select', index: 2 })
    expect(keyMove(rows, 2, 'x')).toBeUndefined()
  })

  it('type-ahead finds the next name starting with the typed text, wrapping', () => {
    expect(typeAhead(rows, 0, '深')).toBe(3)
    expect(typeAhead(rows, 3, '广')).toBe(0)
    expect(typeAhead(rows, 0, '广州')).toBe(1)
    expect(typeAhead(rows, 0, '北')).toBe(-1)
  })

  it('type-ahead also finds a name by its pinyin initials, wrapping, and misses cleanly', () => {
    expect(typeAhead(rows, 0, 's')).toBe(3)
    expect(typeAhead(rows, 3, 'g')).toBe(0)
    expect(typeAhead(rows, 0, 'gz')).toBe(1)
    expect(typeAhead(rows, 1, 'TH')).toBe(2)
    expect(typeAhead(rows, 0, 'bj')).toBe(-1)
    expect(typeAhead(rows, 0, '')).toBe(-1)
  })
})

describe('search expansion', () => {
  it('opens every ancestor of every match', () => {
    const open = searchExpansion({
      matches: [
        { id: 'o:1', path: ['p:440000', 'c:440100', 'd:440100-4'] },
        { id: 'd:440300-2', path: ['p:440000', 'c:440300'] },
      ],
    })
    expect([...open].sort()).toEqual(['c:440100', 'c:440300', 'd:440100-4', 'p:440000'])
    const rows = visibleRows([root], (id) => children[id], open)
    expect(rows.map((r) => r.node.name)).toContain('天河区青年志愿者协会')
  })
})
