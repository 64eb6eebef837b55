import { describe, expect, it } from 'vitest'
import { createDemoStore, DEMO_STATE_KEY, freshState, type KeyValueStorage } from './demo-store'

/** A localStorage stand-in shared by several "tabs". */
const memoryStorage = () => {
  const items = new Map<string, string>()
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
  return { storage, items }
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('SecurityError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

describe('demo store', () => {
  it('keeps changes in the storage, where another store (tab) reads them', () => {
    const { storage, items } = memoryStorage()
    const tab1 = createDemoStore(storage)
    const tab2 = createDemoStore(storage)
    expect(tab2.read().tokens).toEqual({})
    const before = tab2.revision()
    tab1.update((state) => {
      state.tokens.abc = 'gd_super'
    })
    expect(JSON.parse(items.get(DEMO_STATE_KEY) ?? '{}').tokens).toEqual({ abc: 'gd_super' })
    expect(tab2.read().tokens).toEqual({ abc: 'gd_super' })
    expect(tab2.revision()).not.toBe(before)
    // A reload is a new store over the same storage.
    expect(createDemoStore(storage).read().tokens).toEqual({ abc: 'gd_super' })
  })

  it('reset goes back to fresh data for every tab', () => {
    const { storage } = memoryStorage()
    const tab1 = createDemoStore(storage)
    const tab2 = createDemoStore(storage)
    tab1.update((state) => {
      state.records.regist_audit = { '1': { status: 1 } }
    })
    tab2.reset()
    expect(tab1.read()).toEqual(freshState())
  })

  it('starts from fresh data when the stored text is corrupt or of another shape', () => {
    for (const text of [
      '{not json',
      'null',
      '[]',
      '{"version":2,"tokens":{},"accounts":{},"records":{}}',
      '{"version":1,"tokens":[],"accounts":{},"records":{}}',
      '{"version":1,"tokens":{},"accounts":{},"records":[]}',
    ]) {
      const { storage, items } = memoryStorage()
      items.set(DEMO_STATE_KEY, text)
      const store = createDemoStore(storage)
      expect(store.read(), text).toEqual(freshState())
      store.update((state) => {
        state.tokens.t = 'gz_admin'
      })
      expect(JSON.parse(items.get(DEMO_STATE_KEY) ?? '').tokens, text).toEqual({ t: 'gz_admin' })
    }
  })

  it('works in memory when the storage throws or is missing', () => {
    for (const storage of [throwing, null, undefined]) {
      const store = createDemoStore(storage)
      store.update((state) => {
        state.tokens.t = 'gd_super'
      })
      expect(store.read().tokens).toEqual({ t: 'gd_super' })
      store.reset()
      expect(store.read()).toEqual(freshState())
    }
  })

  it('keeps working in memory when writing fails (storage full)', () => {
    const { storage } = memoryStorage()
    const full: KeyValueStorage = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const store = createDemoStore(full)
    store.update((state) => {
      state.tokens.t = 'gd_super'
    })
    expect(store.read().tokens).toEqual({ t: 'gd_super' })
  })
})
