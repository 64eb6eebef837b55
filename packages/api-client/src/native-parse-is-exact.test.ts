import { describe, expect, it } from 'vitest'
import { nativeParseIsExact } from './native-parse-is-exact'

const exact = (text: string): boolean => nativeParseIsExact(text, JSON.parse(text))

describe('nativeParseIsExact', () => {
  it('trusts texts whose numbers are all safe', () => {
    expect(exact('{"id":9007199254740991,"score":24.75,"t":"2026-01-05 09:30:00","e":1e5}')).toBe(
      true,
    )
    expect(exact('[-9007199254740991,0.1,1.5e15,-0,"a.b.c"]')).toBe(true)
  })

  it('rejects integers beyond MAX_SAFE_INTEGER at any depth', () => {
    expect(exact('{"a":[{"b":9007199254740992}]}')).toBe(false)
    expect(exact('[-12345678901234567890]')).toBe(false)
    expect(exact('{"__proto__":{"id":12345678901234567890}}')).toBe(false)
    // Integral values this large are sent to the exact path too, which keeps them as numbers.
    expect(exact('[1.5e300]')).toBe(false)
  })

  it('rejects a key read as a backslash, which JSON.parse may have misread', () => {
    expect(exact('{"a":[{"\\\\":1}]}')).toBe(false)
    expect(exact('{"a":"\\\\","\\\\n":["\\\\"]}')).toBe(true)
  })

  it('rejects overflowing and underflowing exponents', () => {
    expect(exact('[1e400]')).toBe(false)
    expect(exact('[-1E400]')).toBe(false)
    expect(exact('[1e-400]')).toBe(false)
    expect(exact('[5E-324]')).toBe(false)
  })

  it('rejects decimals with 16 or more digits, even when JSON.parse rounds them short', () => {
    expect(exact('[0.10000000000000000001]')).toBe(false)
    expect(exact('[3.14159265358979323846]')).toBe(false)
  })

  it('errs towards the exact path for number-like text inside strings', () => {
    expect(exact('["0.10000000000000000001"]')).toBe(false)
    expect(exact('["3e-2"]')).toBe(false)
    expect(exact('["see-also","e-mail"]')).toBe(true)
  })

  it('walks 10,000 levels of nesting without overflowing the stack', () => {
    const deep = `${'['.repeat(10_000)}12345678901234567890${']'.repeat(10_000)}`
    expect(exact(deep)).toBe(false)
    expect(exact(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)).toBe(true)
  })
})
