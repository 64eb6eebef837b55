import type { CookieJar } from './cookie'
import type { KeyValueStorage } from './safe-storage'

/** In-memory storage shared by several store instances, like one browser profile. */
export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  }
}

/** Storage of a private-mode browser: every call throws. */
export const throwingStorage: KeyValueStorage = {
  getItem() {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem() {
    throw new DOMException('quota', 'QuotaExceededError')
  },
  removeItem() {
    throw new DOMException('denied', 'SecurityError')
  },
}

/** A cookie jar that records every assignment and keeps name=value pairs like a browser. */
export function memoryCookies(): CookieJar & { writes: string[] } {
  const values = new Map<string, string>()
  const writes: string[] = []
  return {
    writes,
    read: () => [...values].map(([k, v]) => `${k}=${v}`).join('; '),
    write(cookie) {
      writes.push(cookie)
      const [pair = '', ...attrs] = cookie.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      if (attrs.some((a) => /^\s*max-age=0$/i.test(a))) values.delete(name)
      else values.set(name, pair.slice(eq + 1))
    },
  }
}
