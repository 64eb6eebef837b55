import { describe, expect, it } from 'vitest'
import {
  holdsBackslashKey,
  renameOneCharKeys,
  restoreOneCharKeys,
  standInPrefix,
} from './one-char-keys'

const P = 'k-'

describe('one-character escaped keys', () => {
  it.each([
    [{ '\\': 1 }, true],
    [[1, { a: [{ '\\': null }] }], true],
    [{ a: '\\', b: ['\\'] }, false],
    [{ '\\n': 1, '"': 2 }, false],
    ['\\', false],
    [null, false],
  ])('%j holds a key "\\": %s', (value, expected) => {
    expect(holdsBackslashKey(value)).toBe(expected)
  })

  it('renames keys only, never values or text inside strings', () => {
    const text = String.raw`{"\"":1,"v":"\"","s":"x\":\"\":y","\u0041":{"\\":2}}`
    expect(renameOneCharKeys(text, P)).toBe(
      String.raw`{"k-34":1,"v":"\"","s":"x\":\"\":y","k-65":{"k-92":2}}`,
    )
    expect(renameOneCharKeys('{"a":"\\"}', P)).toBeNull()
  })

  it('puts the real keys back in their order, __proto__ included, at any depth', () => {
    const parsed = JSON.parse('{"a":1,"k-34":2,"__proto__":{"k-92":[{"k-10":3}]},"z":4}')
    const restored = restoreOneCharKeys(parsed, P) as Record<string, unknown>
    expect(Object.keys(restored)).toEqual(['a', '"', '__proto__', 'z'])
    expect(Object.getPrototypeOf(restored)).toBe(Object.prototype)
    expect(JSON.stringify(restored)).toBe('{"a":1,"\\"":2,"__proto__":{"\\\\":[{"\\n":3}]},"z":4}')
  })

  it('leaves values without stand-in keys as they are (the same objects)', () => {
    const parsed = { a: [{ b: 1 }] }
    expect(restoreOneCharKeys(parsed, P)).toBe(parsed)
    expect(restoreOneCharKeys('text', P)).toBe('text')
  })

  it('restores 10,000 levels of nesting without overflowing the stack', () => {
    const text = `${'{"k-34":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    let node = restoreOneCharKeys(JSON.parse(text), P) as Record<string, unknown>
    for (let i = 0; i < 9_999; i++) node = node['"'] as Record<string, unknown>
    expect(node).toEqual({ '"': 1 })
  })

  it('picks a stand-in prefix the text does not contain', () => {
    const prefix = standInPrefix('{"gdzyz-key-":1}')
    expect(prefix).toMatch(/^gdzyz-key-[a-z0-9]+-$/)
    expect('{"gdzyz-key-":1}'.includes(prefix)).toBe(false)
  })
})
