import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ymd } from './__fixtures__/reference-id-card'
import { ageFromBirthDate } from './age'

const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12)

describe('ageFromBirthDate', () => {
  it.each([
    ['19900615', on(2026, 6, 14), 35, 'day before the birthday'],
    ['19900615', on(2026, 6, 15), 36, 'on the birthday'],
    ['19900615', on(2026, 12, 31), 36, 'after the birthday'],
    ['20000229', on(2025, 2, 28), 24, '29 Feb birthday, 28 Feb of a non-leap year'],
    ['20000229', on(2025, 3, 1), 25, '29 Feb birthday counts on 1 March'],
    ['20000229', on(2024, 2, 29), 24, '29 Feb birthday in a leap year'],
    ['20260115', on(2026, 1, 15), 0, 'born today'],
    ['18800101', on(2026, 1, 15), 146, '1880 birth'],
  ])('%s on %s -> %s (%s)', (birth, today, age) => {
    expect(ageFromBirthDate(birth, today)).toBe(age)
  })

  it.each([
    ['20260116', 'future'],
    ['19000229', 'impossible 29 Feb'],
    ['19900431', '31 April'],
    ['19901301', 'month 13'],
    ['1990061', 'seven digits'],
    ['1990-06-15', 'separators'],
    [' 19900615', 'leading space'],
    ['１９９００６１５', 'full-width digits'],
    ['', 'empty'],
  ])('%s -> null (%s)', (birth) => {
    expect(ageFromBirthDate(birth, on(2026, 1, 15))).toBeNull()
  })

  it('matches a year-by-year reference for any birth and day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1800, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        fc.date({ min: new Date(1800, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (born, today) => {
          const [b, t] = [ymd(born), ymd(today)]
          const years = Number(t.slice(0, 4)) - Number(b.slice(0, 4))
          const reached = t.slice(4) >= b.slice(4)
          const expected = b > t ? null : reached ? years : years - 1
          expect(ageFromBirthDate(b, today)).toBe(expected)
        },
      ),
    )
  })
})
