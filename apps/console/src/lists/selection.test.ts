import { describe, expect, it } from 'vitest'
import { forScope, selectedIds, selectionScope, updateSelection } from './selection'

const scopeA = selectionScope({ keyword: '陈', status: 0 })
const scopeB = selectionScope({ keyword: '陈', status: 1 })

describe('selection', () => {
  it('keeps ids of other pages when rows of this page are toggled', () => {
    let selection = updateSelection({ scope: scopeA, ids: {} }, scopeA, { '1': true, '2': true })
    // Page 2: the table only knows its own rows and adds to what it is given.
    selection = updateSelection(selection, scopeA, (old) => ({ ...old, '11': true }))
    selection = updateSelection(selection, scopeA, (old) => ({ ...old, '2': false }))
    expect(selectedIds(selection).sort()).toEqual(['1', '11'])
  })

  it('starts empty when the filters change', () => {
    const selection = updateSelection({ scope: scopeA, ids: {} }, scopeA, { '1': true })
    expect(selectedIds(forScope(selection, scopeB))).toEqual([])
    expect(
      selectedIds(updateSelection(selection, scopeB, (old) => ({ ...old, '9': true }))),
    ).toEqual(['9'])
  })

  it('does not depend on page, size or sort', () => {
    expect(selectionScope({ keyword: 'x' })).toBe(selectionScope({ keyword: 'x' }))
    expect(selectionScope({ keyword: 'x' })).not.toBe(selectionScope({ keyword: 'y' }))
    expect(selectionScope({ keyword: '', start: '2024-01-01' })).not.toBe(
      selectionScope({ keyword: '' }),
    )
  })

  it('keeps long ids as strings', () => {
    const selection = updateSelection({ scope: scopeA, ids: {} }, scopeA, {
      '1234567890123456789': true,
    })
    expect(selectedIds(selection)).toEqual(['1234567890123456789'])
  })
})
