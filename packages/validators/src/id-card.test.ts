import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  referenceCheckChar,
  withCheck,
  withWrongCheck,
  ymd,
} from './__fixtures__/reference-id-card'
import { birthDateFromIdCard, isIdCard } from './id-card'

const TODAY = new Date(2026, 0, 15, 12)
const fullWidth = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))

describe('isIdCard', () => {
  it.each([
    // Published examples of GB 11643-1999, worked out by hand.
    ['11010519491231002X', true, 'GB 11643 example, check X'],
    ['11010519491231002x', true, 'lower-case x'],
    ['440524188001010014', true, 'GB 11643 example, born 1880'],
    ['110105194912310021', false, 'GB 11643 example with check 1 instead of X'],
    [withCheck('44010619900307123'), true, 'ordinary 1990 birth'],
    [withWrongCheck('44010619900307123'), false, 'wrong check digit'],
    [withCheck('44010618000101123'), true, 'first day of the 1800s'],
    [withCheck('44010617991231123'), false, 'century 17'],
    [withCheck('44010621000101123'), false, 'century 21'],
    [withCheck('44010620000229123'), true, '2000-02-29 (leap)'],
    [withCheck('44010619000229123'), false, '1900-02-29 (not leap)'],
    [withCheck('44010619960229123'), true, '1996-02-29 (leap)'],
    [withCheck('44010620010229123'), false, '2001-02-29'],
    [withCheck('44010619900431123'), false, '31 April'],
    [withCheck('44010619900430123'), true, '30 April'],
    [withCheck('44010619901301123'), false, 'month 13'],
    [withCheck('44010619900001123'), false, 'month 00'],
    [withCheck('44010619900100123'), false, 'day 00'],
    [withCheck('44010619900132123'), false, 'day 32'],
    [withCheck('44010620260115123'), true, 'born today'],
    [withCheck('44010620260116123'), false, 'born tomorrow'],
    [withCheck('44010620991231123'), false, 'far future'],
    [withCheck('81000019900101123'), true, 'Hong Kong residence permit (81)'],
    [withCheck('82000019900101123'), true, 'Macau residence permit (82)'],
    [withCheck('83000019900101123'), true, 'Taiwan residence permit (83)'],
    ['440106900307123', true, '15 digits, 1990'],
    ['440106960229123', true, '15 digits, 1996-02-29'],
    ['440106970229123', false, '15 digits, 1997-02-29'],
    ['440106000229123', false, '15 digits, 1900-02-29'],
    ['440106900431123', false, '15 digits, 31 April'],
    ['44010690030712X', false, '15 digits with X'],
    ['4401061990030712', false, '16 characters'],
    ['44010619900307123', false, '17 characters'],
    [`${withCheck('44010619900307123')}4`, false, '19 characters'],
    ['4401061990030712X4', false, 'X in the middle'],
    [` ${withCheck('44010619900307123')}`, false, 'leading space'],
    [`${withCheck('44010619900307123')} `, false, 'trailing space'],
    [fullWidth(withCheck('44010619900307123')), false, 'full-width digits'],
    [`${withCheck('44010619900307123')}😀`, false, 'emoji'],
    ['', false, 'empty'],
  ])('%s -> %s (%s)', (id, expected) => {
    expect(isIdCard(id, TODAY)).toBe(expected)
  })

  it('rejects values that are not strings', () => {
    for (const value of [
      440106900307123,
      440524188001010014n,
      null,
      undefined,
      {},
      ['440524188001010014'],
    ]) {
      expect(isIdCard(value, TODAY)).toBe(false)
    }
  })

  it('uses the real current day when no today is given', () => {
    expect(isIdCard('440524188001010014')).toBe(true)
    expect(isIdCard(withCheck('44010620991231123'))).toBe(false)
  })
})

describe('birthDateFromIdCard', () => {
  it('reads 18- and 15-digit numbers', () => {
    expect(birthDateFromIdCard('11010519491231002X', TODAY)).toBe('19491231')
    expect(birthDateFromIdCard('440106960229123', TODAY)).toBe('19960229')
  })

  it('is null for invalid numbers', () => {
    expect(birthDateFromIdCard('110105194912310021', TODAY)).toBeNull()
    expect(birthDateFromIdCard(withCheck('44010620260116123'), TODAY)).toBeNull()
  })
})

const validId = fc
  .record({
    region: fc.integer({ min: 0, max: 999_999 }),
    born: fc.date({ min: new Date(1800, 0, 1), max: TODAY, noInvalidDate: true }),
    sequence: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ region, born, sequence }) => {
    const first17 = String(region).padStart(6, '0') + ymd(born) + String(sequence).padStart(3, '0')
    return { id: withCheck(first17), birth: ymd(born) }
  })

describe('ID card properties', () => {
  it('accepts every generated valid 18-digit ID and reads its birth date', () => {
    fc.assert(
      fc.property(validId, ({ id, birth }) => {
        expect(isIdCard(id, TODAY)).toBe(true)
        expect(isIdCard(id.toLowerCase(), TODAY)).toBe(true)
        expect(birthDateFromIdCard(id, TODAY)).toBe(birth)
      }),
    )
  })

  it('rejects a valid ID with any single character changed', () => {
    fc.assert(
      fc.property(
        validId,
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: 1, max: 10 }),
        ({ id }, position, shift) => {
          const alphabet = position === 17 ? '0123456789X' : '0123456789'
          const current = alphabet.indexOf(id.charAt(position).toUpperCase())
          const replacement = alphabet.charAt((current + shift) % alphabet.length)
          fc.pre(replacement !== id.charAt(position).toUpperCase())
          const changed = id.slice(0, position) + replacement + id.slice(position + 1)
          expect(isIdCard(changed, TODAY)).toBe(false)
        },
      ),
    )
  })

  it('accepts every generated valid 15-digit ID', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.date({ min: new Date(1900, 0, 1), max: new Date(1999, 11, 31), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        (region, born, sequence) => {
          const id = `${String(region).padStart(6, '0')}${ymd(born).slice(2)}${String(sequence).padStart(3, '0')}`
          expect(birthDateFromIdCard(id, TODAY)).toBe(ymd(born))
        },
      ),
    )
  })

  it('the reference check character agrees with the published examples', () => {
    expect(referenceCheckChar('11010519491231002')).toBe('X')
    expect(referenceCheckChar('44052418800101001')).toBe('4')
  })
})
