import { describe, expect, it } from 'vitest'
import { readStoredLocale } from './locale'

describe('readStoredLocale', () => {
  it('reads zh-TW and defaults to zh-CN for anything else', () => {
    expect(readStoredLocale({ getItem: () => 'zh-TW' })).toBe('zh-TW')
    expect(readStoredLocale({ getItem: () => 'en' })).toBe('zh-CN')
    expect(readStoredLocale({ getItem: () => null })).toBe('zh-CN')
    expect(readStoredLocale(null)).toBe('zh-CN')
  })

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readStoredLocale(broken)).toBe('zh-CN')
  })
})
