/** The part of the Web Storage API auth uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Resolves `localStorage` lazily: in some private modes merely reading the
 * property throws, and every call may throw (quota, disabled storage).
 */
export function defaultLocalStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

export function safeGet(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function safeSet(storage: KeyValueStorage | undefined, key: string, value: string): boolean {
  try {
    if (!storage) return false
    storage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

export function safeRemove(storage: KeyValueStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // Storage disabled: nothing to remove.
  }
}
