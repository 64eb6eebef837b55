import { describe, expect, it } from 'vitest'
import {
  addBatch,
  addVolunteers,
  removeBatch,
  removeRecord,
  updateBatch,
  updateRecord,
} from './batch-ops'

const ids = () => {
  let n = 0
  return () => `id${++n}`
}

describe('batch edits', () => {
  it('adds, edits and removes batches without touching the input', () => {
    const newId = ids()
    const one = addBatch([], { date: '2026-03-02', start: '08:00', end: '12:00' }, newId)
    const two = addBatch(one, { date: '2026-03-03', start: '13:00', end: '17:00' }, newId)
    expect(two.map((b) => b.id)).toEqual(['id1', 'id2'])
    const edited = updateBatch(two, 'id2', { end: '18:00' })
    expect(edited[1]?.end).toBe('18:00')
    expect(two[1]?.end).toBe('17:00')
    expect(removeBatch(edited, 'id1').map((b) => b.id)).toEqual(['id2'])
  })

  it('adds volunteers with the batch times, skipping people already in the batch', () => {
    const newId = ids()
    const start = addBatch([], { date: '2026-03-02', start: '08:00', end: '12:00' }, newId)
    const once = addVolunteers(start, 'id1', [{ userId: '1', userName: '李华' }], newId)
    const twice = addVolunteers(
      once,
      'id1',
      [
        { userId: '1', userName: '李华' },
        { userId: '2', userName: '王芳' },
        { userId: '2', userName: '王芳' },
      ],
      newId,
    )
    expect(twice[0]?.records.map((r) => [r.userId, r.date, r.startTime, r.endTime])).toEqual([
      ['1', '2026-03-02', '08:00', '12:00'],
      ['2', '2026-03-02', '08:00', '12:00'],
    ])
    expect(addVolunteers(twice, 'missing', [{ userId: '3', userName: '' }], newId)).toEqual(twice)
  })

  it('edits and removes one record', () => {
    const newId = ids()
    let batches = addBatch([], { date: '2026-03-02', start: '08:00', end: '12:00' }, newId)
    batches = addVolunteers(
      batches,
      'id1',
      [
        { userId: '1', userName: '' },
        { userId: '2', userName: '' },
      ],
      newId,
    )
    batches = updateRecord(batches, 'id1', 'id3', { endTime: '13:00', override: true })
    expect(batches[0]?.records[1]).toMatchObject({ endTime: '13:00', override: true })
    expect(removeRecord(batches, 'id1', 'id2')[0]?.records.map((r) => r.userId)).toEqual(['2'])
  })
})
