/** The storage the demo state is kept in (localStorage in a browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Everything a user changed in the demo: the seeded data is regenerated from its seeds, this
 * overlay is kept (JSON) across reloads and read again by every tab.
 */
export interface DemoState {
  version: 1
  /** Issued tokens -> userName. */
  tokens: Record<string, string>
  /** Per account: the fields changed since seeding. */
  accounts: Record<string, { passwordMd5?: string; idpicPath?: string; mobile?: string }>
  /** Per resource, per row id: the fields changed. */
  records: Record<string, Record<string, Record<string, unknown>>>
}

export const DEMO_STATE_KEY = 'gdzyz-demo-state'

export const freshState = (): DemoState => ({
  version: 1,
  tokens: {},
  accounts: {},
  records: {},
})

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The stored state, or a fresh one when the text is missing, unreadable or of another shape. */
export const parseState = (text: string | null): DemoState => {
  if (!text) return freshState()
  try {
    const value: unknown = JSON.parse(text)
    if (
      isObject(value) &&
      value.version === 1 &&
      isObject(value.tokens) &&
      isObject(value.accounts) &&
      isObject(value.records)
    )
      return value as unknown as DemoState
  } catch {
    // Corrupt text: start again from the seeds.
  }
  return freshState()
}

export interface DemoStore {
  /** The current state (read again from storage when another tab changed it). */
  read(): DemoState
  /** Changes the state and stores it. */
  update(change: (state: DemoState) => void): void
  /** Back to the seeded data (sessions included). */
  reset(): void
  /** Changes whenever the state does (cache key). */
  revision(): string
}

let stores = 0

/**
 * The demo state over `storage`. Without storage, or when it throws (disabled, full, private
 * mode), the state lives in memory only: the demo keeps working, it just forgets on reload.
 */
export const createDemoStore = (
  storage?: KeyValueStorage | null,
  key = DEMO_STATE_KEY,
): DemoStore => {
  const id = ++stores
  let raw: string | null = null
  let state = freshState()
  let rev = 0
  let usable = storage ?? null

  const load = (): DemoState => {
    if (!usable) return state
    let text: string | null
    try {
      text = usable.getItem(key)
    } catch {
      usable = null
      return state
    }
    if (text !== raw) {
      raw = text
      state = parseState(text)
      rev++
    }
    return state
  }

  const save = () => {
    rev++
    if (!usable) return
    const text = JSON.stringify(state)
    try {
      usable.setItem(key, text)
      raw = text
    } catch {
      usable = null
    }
  }

  return {
    read: load,
    update(change) {
      change(load())
      save()
    },
    reset() {
      state = freshState()
      save()
    },
    revision: () => {
      load()
      return `${id}:${rev}`
    },
  }
}
