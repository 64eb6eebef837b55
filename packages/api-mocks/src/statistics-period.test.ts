import { describe, expect, it } from 'vitest'
import { monthsBetween, monthsOf, periodOf, previousPeriod } from './statistics-period'

describe('statistics periods', () => {
  it('the previous period has the same length and ends the day before', () => {
    expect(previousPeriod({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({
      startDate: '2026-01-29',
      endDate: '2026-02-28',
    })
    expect(previousPeriod({ startDate: '2024-03-01', endDate: '2024-03-01' })).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-02-29',
    })
  })

  it('lists months across a year end, none when the end is earlier', () => {
    expect(monthsBetween('2025-11-20', '2026-02-01')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
    expect(monthsBetween('2026-02-01', '2026-01-31')).toEqual([])
  })

  it('a trend without a period spans the first to the last month counted, gaps included', () => {
    const counted = new Map([
      ['2026-03', 1],
      ['2025-12', 2],
    ])
    expect(monthsOf({}, [counted])).toEqual(['2025-12', '2026-01', '2026-02', '2026-03'])
    expect(monthsOf({}, [new Map()])).toEqual([])
    expect(periodOf({ startDate: '2026-01-01' })).toBeNull()
  })
})
