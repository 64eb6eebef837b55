import { describe, expect, it } from 'vitest'
import type { AuthMenuNode } from './auth-api'
import { collectMenuCodes, menuIdFor } from './menu'

const tree: AuthMenuNode[] = [
  {
    menuCode: 'volunteer_model',
    id: 1,
    children: [
      { menuCode: 'regist_audit', id: '9007199254740993' },
      { menuCode: 'search_user', id: 12, children: [{ menuCode: 'deep', id: 13 }] },
    ],
  },
  { menuCode: 'site_model', id: 2, children: null },
]

describe('collectMenuCodes', () => {
  it('returns every code of the tree, depth first', () => {
    expect(collectMenuCodes(tree)).toEqual([
      'volunteer_model',
      'regist_audit',
      'search_user',
      'deep',
      'site_model',
    ])
  })

  it('tolerates empty, missing and malformed input', () => {
    expect(collectMenuCodes([])).toEqual([])
    expect(collectMenuCodes(null)).toEqual([])
    expect(collectMenuCodes(undefined)).toEqual([])
    const hostile = [null, 5, { id: 1 }, { menuCode: 'ok', id: 2, children: 'x' }] as never
    expect(collectMenuCodes(hostile)).toEqual(['ok'])
  })

  it('walks a deep tree without recursion limits', () => {
    let node: AuthMenuNode = { menuCode: 'leaf', id: 0 }
    for (let i = 1; i <= 20_000; i++) node = { menuCode: `m${i}`, id: i, children: [node] }
    expect(collectMenuCodes([node])).toHaveLength(20_001)
  })
})

describe('menuIdFor', () => {
  it('finds the id of a nested code as an exact string', () => {
    expect(menuIdFor('regist_audit', tree)).toBe('9007199254740993')
    expect(menuIdFor('deep', tree)).toBe('13')
    expect(menuIdFor('site_model', tree)).toBe('2')
  })

  it('is undefined for unknown or missing codes', () => {
    expect(menuIdFor('nope', tree)).toBeUndefined()
    expect(menuIdFor(undefined, tree)).toBeUndefined()
    expect(menuIdFor('', tree)).toBeUndefined()
    expect(menuIdFor('x', null)).toBeUndefined()
  })
})
