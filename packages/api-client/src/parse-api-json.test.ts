import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { isUnsafeNumber, parseApiJson, quoteUnsafeNumbers } from './parse-api-json'

describe('parseApiJson', () => {
  it('keeps long integers exact as strings and safe numbers as numbers', () => {
    expect(parseApiJson('{"id":1234567890123456789,"n":42,"s":9007199254740991}')).toEqual({
      id: '1234567890123456789',
      n: 42,
      s: 9007199254740991,
    })
  })

  it('quotes integers just beyond MAX_SAFE_INTEGER and negatives', () => {
    expect(parseApiJson('[9007199254740992,-9007199254740993,-9007199254740991]')).toEqual([
      '9007199254740992',
      '-9007199254740993',
      -9007199254740991,
    ])
  })

  it('quotes decimals that would lose digits and keeps those that would not', () => {
    expect(
      parseApiJson('[0.1,1.5e300,3.14159265358979323846,12345678.123456789,1e400,1e-400]'),
    ).toEqual([0.1, 1.5e300, '3.14159265358979323846', '12345678.123456789', '1e400', '1e-400'])
  })

  it.each([
    ['a long integer', '12345678901234567890', '12345678901234567890'],
    ['MAX_SAFE_INTEGER + 1', '9007199254740992', '9007199254740992'],
    ['a long decimal', '3.14159265358979323846', '3.14159265358979323846'],
    ['a decimal that rounds short', '0.10000000000000000001', '0.10000000000000000001'],
    ['an overflowing exponent', '1e400', '1e400'],
    ['an underflowing exponent', '1E-400', '1E-400'],
    ['a safe decimal', '0.25', 0.25],
    ['a safe negative exponent', '25e-2', 0.25],
  ])('finds %s after a 16 KB safe prefix', (_, token, value) => {
    const pad = `"${'a'.repeat(20_000)}"`
    expect(parseApiJson(`[${pad},-7,${token}]`)).toEqual([JSON.parse(pad), -7, value])
  })

  it('reads keys of one escaped character right where JSON.parse misreads them as a backslash', () => {
    // JSON.parse of Node 24 and 26 (V8 13.6 to 14.6) can read such keys as "\\"; this stand-in
    // does so every time.
    const native = JSON.parse
    const parse = vi
      .spyOn(JSON, 'parse')
      .mockImplementation((source: string, reviver) =>
        native(source.replace(/"\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})"(?=\s*:)/g, '"\\\\"'), reviver),
      )
    try {
      expect(JSON.parse('{"\\"":1}')).toEqual({ '\\': 1 })
      const text = '{"\\"":1,"\\n":{"\\u0041":12345678901234567890},"\\\\":"\\"","s":"\\":"}'
      expect(parseApiJson(text)).toEqual({
        '"': 1,
        '\n': { A: '12345678901234567890' },
        '\\': '"',
        s: '":',
      })
    } finally {
      parse.mockRestore()
    }
  })

  it('never alters string contents', () => {
    const text = String.raw`{"a":"12345678901234567890","b":"say \"99999999999999999999\"","c":"\\","d":12345678901234567890,"e":"\u0031234567890123456789"}`
    expect(parseApiJson(text)).toEqual({
      a: '12345678901234567890',
      b: 'say "99999999999999999999"',
      c: '\\',
      d: '12345678901234567890',
      e: '1234567890123456789',
    })
  })

  it('never alters strings that hold number-like text after ":", "," or "["', () => {
    const text = String.raw`{"a":"x:12345678901234567890","b":"y, -12345678901234567890","c":"[1e400","d":98765432109876543210,"e":"k:\"12345678901234567890\""}`
    expect(parseApiJson(text)).toEqual({
      a: 'x:12345678901234567890',
      b: 'y, -12345678901234567890',
      c: '[1e400',
      d: '98765432109876543210',
      e: 'k:"12345678901234567890"',
    })
  })

  it('quotes unsafe numbers after whitespace in pretty-printed JSON', () => {
    const text = '{\n  "id": 12345678901234567890,\n  "list": [\n    -1e400,\n    1\n  ]\n}'
    expect(parseApiJson(text)).toEqual({ id: '12345678901234567890', list: ['-1e400', 1] })
  })

  it('handles keys of any characters, including digits and __proto__', () => {
    const value = parseApiJson('{"__proto__":{"x":1},"12345678901234567890":1,"a b:\\"c":2}')
    expect(Object.keys(value as object)).toEqual(['__proto__', '12345678901234567890', 'a b:"c'])
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
  })

  it('parses top-level values', () => {
    expect(parseApiJson('12345678901234567890')).toBe('12345678901234567890')
    expect(parseApiJson(' 7 ')).toBe(7)
    expect(parseApiJson('"x"')).toBe('x')
    expect(parseApiJson('null')).toBeNull()
  })

  it('parses 10,000 levels of nesting without overflowing the stack', () => {
    const deep = `${'['.repeat(10_000)}12345678901234567890${']'.repeat(10_000)}`
    let value = parseApiJson(deep)
    for (let i = 0; i < 10_000; i++) value = (value as unknown[])[0]
    expect(value).toBe('12345678901234567890')
  })

  it.each([
    ['malformed JSON', '{"a":1,'],
    ['an unterminated string', '{"a":"12345678901234567890'],
    ['an HTML error page', '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>'],
    ['a long number used as a key', '{12345678901234567890:1}'],
    ['an invalid long number', '[012345678901234567890]'],
    ['a number with two dots', '[1.2345678901234567.8]'],
  ])('rejects %s with ApiError kind parse', (_label, text) => {
    const error = (() => {
      try {
        parseApiJson(text)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('parse')
    expect((error as ApiError).body).toBe(text)
  })

  it('leaves text without unsafe numbers unchanged', () => {
    const text = '{"a":[1,2.5,-3e10],"b":"12345678901234567890"}'
    expect(quoteUnsafeNumbers(text)).toBe(text)
  })

  it('decides safety by digits', () => {
    expect(isUnsafeNumber('9007199254740991')).toBe(false)
    expect(isUnsafeNumber('00009007199254740991')).toBe(false)
    expect(isUnsafeNumber('0.30000000000000004')).toBe(false)
    expect(isUnsafeNumber('0.30000000000000000001')).toBe(true)
  })
})

const longInteger = fc
  .bigInt({ min: 2n ** 53n, max: 10n ** 30n })
  .chain((n) => fc.constantFrom(n, -n))
  .map((n) => ({ kind: 'long' as const, text: n.toString() }))

const hostileString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '12345678901234567890',
    '"',
    '\\',
    '\\"1234567890123456789\\"',
    '\u2028',
    '-0',
    ':12345678901234567890',
    ', -1e400',
    '[1.2345678901234567890',
  ),
)

type Leaf = { kind: 'long'; text: string }
const jsonWithLongs = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    longInteger,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    hostileString,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 5 }),
  ),
}))

// JSON.stringify writes integers below 1e21 as plain digits: those beyond 2^53 get quoted.
const exactNumber = (n: number): number | string =>
  Number.isInteger(n) && !Number.isSafeInteger(n) && Math.abs(n) < 1e21 ? String(n) : n

const isLeaf = (v: unknown): v is Leaf =>
  typeof v === 'object' && v !== null && (v as Leaf).kind === 'long' && Object.keys(v).length === 2

const toText = (v: unknown): string => {
  if (isLeaf(v)) return v.text
  if (Array.isArray(v)) return `[${v.map(toText).join(',')}]`
  if (v !== null && typeof v === 'object') {
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${toText(x)}`)
      .join(',')}}`
  }
  return JSON.stringify(v)
}

const expected = (v: unknown): unknown => {
  if (isLeaf(v)) return v.text
  if (Array.isArray(v)) return v.map(expected)
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, x] of Object.entries(v))
      Object.defineProperty(out, k, {
        value: expected(x),
        enumerable: true,
        writable: true,
        configurable: true,
      })
    return out
  }
  const parsed: unknown = JSON.parse(JSON.stringify(v))
  return typeof parsed === 'number' ? exactNumber(parsed) : parsed
}

describe('parseApiJson properties', () => {
  it('round-trips strings exactly, keeps safe numbers as numbers and long integers exact', () => {
    fc.assert(
      fc.property(jsonWithLongs.value, (value) => {
        expect(parseApiJson(toText(value))).toStrictEqual(expected(value))
      }),
      { numRuns: 300 },
    )
  })

  // Past the first 16 KB only the checks after JSON.parse can send a text to the exact path.
  it('stays exact when the long numbers come after a 16 KB safe prefix', () => {
    const prefix = JSON.stringify('安全'.repeat(40_000))
    fc.assert(
      fc.property(jsonWithLongs.value, (value) => {
        expect(parseApiJson(`[${prefix},${toText(value)}]`)).toStrictEqual([
          JSON.parse(prefix),
          expected(value),
        ])
      }),
      { numRuns: 100 },
    )
  })

  it('equals JSON.parse on any JSON text, except integers beyond MAX_SAFE_INTEGER', () => {
    const exact = (v: unknown): unknown => {
      if (typeof v === 'number') return exactNumber(v)
      if (Array.isArray(v)) return v.map(exact)
      if (v !== null && typeof v === 'object') {
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, exact(x)]))
      }
      return v
    }
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value)
        expect(parseApiJson(text)).toStrictEqual(exact(JSON.parse(text)))
      }),
      { numRuns: 300 },
    )
  })
})
