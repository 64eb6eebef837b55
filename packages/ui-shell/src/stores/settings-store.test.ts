import { describe, expect, it } from 'vitest'
import { createSettingsStore, DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from './settings-store'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => {
      map.delete(k)
    },
    setItem: (k, v) => {
      map.set(k, v)
    },
  }
}

describe('createSettingsStore', () => {
  it('uses the spec defaults', () => {
    expect(createSettingsStore({ storage: memoryStorage() }).getState()).toEqual(DEFAULT_SETTINGS)
  })

  it('remembers every setting between visits', () => {
    const storage = memoryStorage()
    const store = createSettingsStore({ storage })
    store.toggleSidebar()
    store.set('tagsView', false)
    store.set('fixedHeader', false)
    store.set('sidebarLogo', false)
    store.set('size', 'lg')
    expect(createSettingsStore({ storage }).getState()).toEqual({
      sidebarOpen: false,
      sidebarWithoutAnimation: false,
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: false,
      size: 'lg',
    })
  })

  it('can close the sidebar without animation, which is not persisted', () => {
    const storage = memoryStorage()
    const store = createSettingsStore({ storage })
    store.closeSidebar({ withoutAnimation: true })
    expect(store.getState()).toMatchObject({ sidebarOpen: false, sidebarWithoutAnimation: true })
    store.openSidebar()
    expect(store.getState().sidebarWithoutAnimation).toBe(false)
    expect(storage.getItem(SETTINGS_STORAGE_KEY)).not.toContain('Animation')
  })

  it('ignores tampered or corrupt stored values', () => {
    const tampered = memoryStorage({
      [SETTINGS_STORAGE_KEY]: JSON.stringify({ size: 'xxl', tagsView: 'yes', sidebarOpen: false }),
    })
    expect(createSettingsStore({ storage: tampered }).getState()).toEqual({
      ...DEFAULT_SETTINGS,
      sidebarOpen: false,
    })
    const corrupt = memoryStorage({ [SETTINGS_STORAGE_KEY]: '][' })
    expect(createSettingsStore({ storage: corrupt }).getState()).toEqual(DEFAULT_SETTINGS)
  })
})
