import { describe, expect, it } from 'vitest'
import { createKeyKeeper, nameFailures, reasonProblem, splitResults } from './decision-logic'

describe('reasonProblem', () => {
  it('needs 1 to 200 characters after trimming', () => {
    expect(reasonProblem('')).toBe('empty')
    expect(reasonProblem(' \n\t ')).toBe('empty')
    expect(reasonProblem('材')).toBeNull()
    expect(reasonProblem('字'.repeat(200))).toBeNull()
    expect(reasonProblem(`  ${'字'.repeat(200)}  `)).toBeNull()
    expect(reasonProblem('字'.repeat(201))).toBe('tooLong')
  })

  it('counts characters, not UTF-16 units (200 emoji are 200 characters)', () => {
    expect(reasonProblem('😀'.repeat(200))).toBeNull()
    expect(reasonProblem('😀'.repeat(201))).toBe('tooLong')
  })
})

describe('createKeyKeeper', () => {
  const keeper = () => {
    let n = 0
    return createKeyKeeper(() => `key-${++n}`)
  }

  it('reuses the key when the same decision is retried', () => {
    const keys = keeper()
    const intent = { ids: ['1', '2'], decision: 'reject' as const, reason: '材料不全' }
    expect(keys.keyFor(intent)).toBe('key-1')
    expect(keys.keyFor({ ...intent, ids: ['2', '1'] })).toBe('key-1')
  })

  it('makes a new key for another decision or once the last one was answered', () => {
    const keys = keeper()
    const intent = { ids: ['1'], decision: 'reject' as const, reason: 'a' }
    expect(keys.keyFor(intent)).toBe('key-1')
    expect(keys.keyFor({ ...intent, reason: 'b' })).toBe('key-2')
    expect(keys.keyFor({ ...intent, reason: 'b', decision: 'approve' })).toBe('key-3')
    keys.settle()
    expect(keys.keyFor({ ...intent, reason: 'b', decision: 'approve' })).toBe('key-4')
  })
})

describe('splitResults', () => {
  it('separates applied ids from refused ones with their messages', () => {
    expect(
      splitResults([
        { id: '1', ok: true },
        { id: '2', ok: false, msg: '该记录已被他人处理' },
        { id: '3', ok: true },
        { id: '4', ok: false },
      ]),
    ).toEqual({
      done: ['1', '3'],
      failed: [
        { id: '2', msg: '该记录已被他人处理' },
        { id: '4', msg: '' },
      ],
    })
  })
})

describe('nameFailures', () => {
  it('names each refused record by its title on the list, with the reason', () => {
    const names = new Map([
      ['11', '陈晓明'],
      ['12', '  '],
    ])
    expect(
      nameFailures(
        [
          { id: '11', msg: '该记录已被他人处理' },
          { id: '12', msg: '记录不存在或已删除' },
          { id: '13', msg: '' },
        ],
        (id) => names.get(id),
      ),
    ).toEqual([
      { id: '11', name: '陈晓明', msg: '该记录已被他人处理' },
      // A blank title or a record the list never showed: its id, so it can still be found.
      { id: '12', name: '12', msg: '记录不存在或已删除' },
      { id: '13', name: '13', msg: '' },
    ])
  })
})
