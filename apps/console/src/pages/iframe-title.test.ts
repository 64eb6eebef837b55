import { describe, expect, it } from 'vitest'
import { iframeTitle } from './iframe-title'

describe('iframeTitle', () => {
  it('keeps a plain title', () => {
    expect(iframeTitle('广东志愿者官网')).toBe('广东志愿者官网')
  })

  it('falls back (null) when missing or blank', () => {
    expect(iframeTitle(null)).toBeNull()
    expect(iframeTitle('  \n\t ')).toBeNull()
  })

  it('cuts at 30 characters, counting astral characters once', () => {
    const long = '志'.repeat(40)
    expect(iframeTitle(long)).toBe(`${'志'.repeat(30)}…`)
    expect(Array.from(iframeTitle('😀'.repeat(31)) ?? '')).toHaveLength(31)
  })

  it('drops control characters and collapses white space; markup stays text', () => {
    expect(iframeTitle('a\u0000b\u202e  c\n\nd')).toBe('a b\u202e c d')
    expect(iframeTitle('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>')
  })
})
