/** Storage access that never throws (private mode, quota, disabled storage, SSR). */
export function readJson(storage: Storage | null | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key)
    return raw == null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

export function writeJson(storage: Storage | null | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the in-memory state stays correct for this visit.
  }
}

export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind]
  } catch {
    return null
  }
}
