import { describe, expect, it } from 'vitest'
import { trailOf } from './audit-trail'

describe('trailOf', () => {
  it('lists decisions newest first and drops malformed entries', () => {
    const record = {
      id: '1',
      trail: [
        { decision: 2, reason: '材料不全', operator: 'a', time: '2026-03-01 09:00:00' },
        { decision: 1, operator: 'b', time: '2026-03-02 10:00:00' },
        'junk',
        { decision: 1 },
      ],
    }
    expect(trailOf(record).map((entry) => entry.operator)).toEqual(['b', 'a'])
  })

  it('is empty without a trail', () => {
    expect(trailOf({ id: '1' })).toEqual([])
    expect(trailOf({ id: '1', trail: 'x' })).toEqual([])
  })
})
