import { describe, expect, it } from 'vitest'
import { clearFormDraft, formDraftKey, loadFormDraft, saveFormDraft } from './draft-store'

const memory = () => {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  }
}

describe('form drafts', () => {
  it('keys are per admin and cannot collide through separators', () => {
    expect(formDraftKey('1', 'a:b')).not.toBe(formDraftKey('1:a', 'b'))
    expect(formDraftKey('1', 'x')).not.toBe(formDraftKey('2', 'x'))
  })

  it('round-trips values with the save time', () => {
    const storage = memory()
    expect(saveFormDraft(storage, 'k', { title: '标题', agree: true }, 42)).toBe(true)
    expect(loadFormDraft(storage, 'k')).toEqual({
      values: { title: '标题', agree: true },
      savedAt: 42,
    })
    clearFormDraft(storage, 'k')
    expect(loadFormDraft(storage, 'k')).toBeNull()
  })

  it('drops corrupt or foreign-shaped drafts instead of restoring them', () => {
    const storage = memory()
    for (const text of ['{', '[]', '{"values":{"a":{"b":1}},"savedAt":1}', '{"values":{}}']) {
      storage.setItem('k', text)
      expect(loadFormDraft(storage, 'k')).toBeNull()
      expect(storage.items.has('k')).toBe(false)
    }
  })

  it('reports a storage that refuses (quota, disabled) and never throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(saveFormDraft(refusing, 'k', { a: '1' })).toBe(false)
    expect(loadFormDraft(refusing, 'k')).toBeNull()
    expect(() => clearFormDraft(refusing, 'k')).not.toThrow()
    expect(saveFormDraft(undefined, 'k', { a: '1' })).toBe(false)
  })
})
