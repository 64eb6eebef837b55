import { createState, type ReadableStore } from './create-store'
import { browserStorage, readJson, writeJson } from './safe-storage'

export type ShellSize = 'sm' | 'md' | 'lg'

/** Global settings of SPEC section 3 that are remembered between visits. */
export interface ShellSettings {
  sidebarOpen: boolean
  /** Set when the sidebar was closed without animation (e.g. by the 992px breakpoint). */
  sidebarWithoutAnimation: boolean
  tagsView: boolean
  fixedHeader: boolean
  sidebarLogo: boolean
  size: ShellSize
}

export const DEFAULT_SETTINGS: Readonly<ShellSettings> = Object.freeze({
  sidebarOpen: true,
  sidebarWithoutAnimation: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  size: 'md',
})

export const SETTINGS_STORAGE_KEY = 'gdzyz-shell-settings'

export interface SettingsStore extends ReadableStore<ShellSettings> {
  toggleSidebar: () => void
  openSidebar: () => void
  closeSidebar: (options?: { withoutAnimation?: boolean }) => void
  set: <K extends 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'size'>(
    key: K,
    value: ShellSettings[K],
  ) => void
}

const SIZES: readonly ShellSize[] = ['sm', 'md', 'lg']

/** Keeps only well-typed fields of a stored value; anything else falls back to the default. */
function parseSettings(value: unknown): ShellSettings {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const bool = (key: keyof ShellSettings) =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : (DEFAULT_SETTINGS[key] as boolean)
  return {
    sidebarOpen: bool('sidebarOpen'),
    sidebarWithoutAnimation: false,
    tagsView: bool('tagsView'),
    fixedHeader: bool('fixedHeader'),
    sidebarLogo: bool('sidebarLogo'),
    size: SIZES.includes(stored.size as ShellSize)
      ? (stored.size as ShellSize)
      : DEFAULT_SETTINGS.size,
  }
}

export interface SettingsStoreOptions {
  /** Defaults to `localStorage`; pass `null` to keep settings in memory only. */
  storage?: Storage | null
  key?: string
}

/** Shell settings persisted in localStorage. Pure: no React. */
export function createSettingsStore(options: SettingsStoreOptions = {}): SettingsStore {
  const storage = options.storage === undefined ? browserStorage('localStorage') : options.storage
  const key = options.key ?? SETTINGS_STORAGE_KEY
  const state = createState(parseSettings(readJson(storage, key)))

  const update = (patch: Partial<ShellSettings>) => {
    const prev = state.getState()
    const next = { ...prev, ...patch }
    if ((Object.keys(next) as (keyof ShellSettings)[]).every((k) => next[k] === prev[k])) return
    const { sidebarWithoutAnimation: _transient, ...persisted } = next
    writeJson(storage, key, persisted)
    state.setState(next)
  }

  return {
    getState: state.getState,
    subscribe: state.subscribe,
    toggleSidebar: () =>
      update({ sidebarOpen: !state.getState().sidebarOpen, sidebarWithoutAnimation: false }),
    openSidebar: () => update({ sidebarOpen: true, sidebarWithoutAnimation: false }),
    closeSidebar: (opts) =>
      update({ sidebarOpen: false, sidebarWithoutAnimation: opts?.withoutAnimation ?? false }),
    set: (k, value) => update({ [k]: value }),
  }
}
