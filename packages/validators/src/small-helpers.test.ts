import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compressionQuality } from './compression-quality'
import { maskIdCard, maskMobile } from './mask'
import { normalizeInput } from './normalize-input'
import { isMobile } from './predicates'

const MIB = 1024 * 1024

describe('compressionQuality', () => {
  it.each([
    [0, 1],
    [MIB - 1, 1],
    [MIB, 0.5],
    [2 * MIB, 0.5],
    [2 * MIB + 1, 0.2],
    [50 * MIB, 0.2],
    [Number.POSITIVE_INFINITY, 0.2],
  ])('%s bytes -> %s', (bytes, quality) => {
    expect(compressionQuality(bytes)).toBe(quality)
  })

  it('throws on sizes no file has', () => {
    expect(() => compressionQuality(-1)).toThrow(RangeError)
    expect(() => compressionQuality(Number.NaN)).toThrow(RangeError)
  })
})

describe('masks', () => {
  it('keep the first 4 and last 4 ID characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('1101**********002X')
    expect(maskIdCard('440106900307123')).toBe('4401*******7123')
  })

  it('keep the first 3 and last 4 mobile digits', () => {
    expect(maskMobile('13800138000')).toBe('138****8000')
  })

  it('hide everything when too short to keep both ends', () => {
    expect(maskIdCard('12345678')).toBe('********')
    expect(maskMobile('1380013')).toBe('*******')
    expect(maskMobile('')).toBe('')
  })

  it('count code points, never splitting a surrogate pair', () => {
    expect(maskMobile('𠀀𠀀𠀀12345678')).toBe('𠀀𠀀𠀀****5678')
  })
})

describe('normalizeInput', () => {
  it('turns full-width digits into ASCII and trims', () => {
    expect(normalizeInput('\u3000１３８００１３８０００ ')).toBe('13800138000')
    expect(isMobile(normalizeInput(' １３８００１３８０００'))).toBe(true)
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const once = normalizeInput(value)
        expect(normalizeInput(once)).toBe(once)
      }),
    )
  })
})
