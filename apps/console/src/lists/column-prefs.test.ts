import { describe, expect, it } from 'vitest'
import {
  columnVisibility,
  loadColumnPrefs,
  type PrefsStorage,
  prefsKey,
  saveColumnPrefs,
} from './column-prefs'
import type { FieldDescriptor } from './descriptor'

const memory = (): PrefsStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

const columns: FieldDescriptor[] = [
  { field: 'id', label: 'id' },
  { field: 'name', label: 'realName' },
  { field: 'address', label: 'address', hidden: true },
]

describe('column prefs', () => {
  it('starts from the page defaults', () => {
    expect(columnVisibility(columns, {})).toEqual({ id: true, name: true, address: false })
  })

  it('remembers per admin and per page', () => {
    const storage = memory()
    const key = prefsKey('1001', 'volunteers')
    saveColumnPrefs(storage, key, columns, { id: true, name: false, address: true })
    expect(loadColumnPrefs(storage, key, columns)).toEqual({ name: false, address: true })
    expect(loadColumnPrefs(storage, prefsKey('1002', 'volunteers'), columns)).toEqual({})
    expect(loadColumnPrefs(storage, prefsKey('1001', 'orgs'), columns)).toEqual({})
  })

  it('forgets the entry when everything is back to default', () => {
    const storage = memory()
    const key = prefsKey('1001', 'volunteers')
    saveColumnPrefs(storage, key, columns, { name: false })
    saveColumnPrefs(storage, key, columns, { id: true, name: true, address: false })
    expect(storage.map.size).toBe(0)
  })

  it('ignores broken or foreign entries', () => {
    const storage = memory()
    const key = prefsKey('1001', 'volunteers')
    for (const raw of ['{', '[]', 'null', '"x"', '{"name":"no","__proto__":{"x":1},"zzz":true}']) {
      storage.map.set(key, raw)
      expect(loadColumnPrefs(storage, key, columns)).toEqual({})
    }
  })

  it('survives a storage that throws', () => {
    const broken: PrefsStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
    }
    expect(() => saveColumnPrefs(broken, 'k', columns, { name: false })).not.toThrow()
    expect(loadColumnPrefs(broken, 'k', columns)).toEqual({})
  })
})
