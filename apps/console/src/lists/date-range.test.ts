import { describe, expect, it } from 'vitest'
import { checkDateRange } from './date-range'

const refuse = (key: 'start' | 'end') => `bad ${key}`

describe('checkDateRange', () => {
  it('keeps real dates, trimmed, and leaves out empty ends', () => {
    expect(checkDateRange(' 2024-01-31 ', '', refuse)).toEqual({ ok: true, start: '2024-01-31' })
    expect(checkDateRange('', '', refuse)).toEqual({ ok: true })
  })

  it('swaps a period typed the wrong way round', () => {
    expect(checkDateRange('2024-12-01', '2024-01-01', refuse)).toEqual({
      ok: true,
      start: '2024-01-01',
      end: '2024-12-01',
    })
  })

  it('refuses each end that is not a real yyyy-mm-dd date', () => {
    expect(checkDateRange('2024-02-30', '2024/03/01', refuse)).toEqual({
      ok: false,
      errors: { start: 'bad start', end: 'bad end' },
    })
    expect(checkDateRange('2024-01-01', '<script>', refuse)).toEqual({
      ok: false,
      errors: { end: 'bad end' },
    })
  })
})
