/** Reports a value of the configuration file that was ignored and why. */
export type Warn = (message: string) => void

const MAX_URL_LENGTH = 2048

/**
 * An absolute `https://` address without credentials, normalised by the URL parser; anything
 * else (http, javascript:, protocol-relative, relative, user:pass@) is refused.
 */
export function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return undefined
  if (!/^https:\/\/[^/\\]/i.test(value.trim())) return undefined
  try {
    const url = new URL(value.trim())
    if (url.protocol !== 'https:' || url.username || url.password) return undefined
    return url.href
  } catch {
    return undefined
  }
}

/** An https address other addresses resolve against: always ends with `/`. */
export function httpsBase(value: unknown): string | undefined {
  const url = httpsUrl(value)
  if (!url) return undefined
  const { origin, pathname } = new URL(url)
  return `${origin}${pathname.endsWith('/') ? pathname : `${pathname}/`}`
}

/** A service key: letters, digits, `-` and `_`; empty means "none configured". */
export function serviceKey(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w-]{0,128}$/.test(value) ? value : undefined
}

/** A list of integers within `[min, max]`, at most 20. */
export function integerList(value: unknown, min: number, max: number): number[] | undefined {
  if (!Array.isArray(value) || value.length > 20) return undefined
  return value.every((n) => Number.isInteger(n) && n >= min && n <= max)
    ? (value as number[])
    : undefined
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * An object of known keys, each read with `read`: unknown keys and refused values are reported
 * and left out (the caller keeps its default for them).
 */
export function knownFields<T>(
  value: unknown,
  keys: readonly string[],
  read: (key: string, value: unknown) => T | undefined,
  where: string,
  warn: Warn,
): Partial<Record<string, T>> | undefined {
  if (!isRecord(value)) {
    warn(`${where}: expected an object; the default is used`)
    return undefined
  }
  const out: Partial<Record<string, T>> = {}
  for (const [key, raw] of Object.entries(value)) {
    if (!keys.includes(key)) {
      warn(`${where}.${key}: unknown key, ignored`)
      continue
    }
    const parsed = read(key, raw)
    if (parsed === undefined) warn(`${where}.${key}: refused value; the default is used`)
    else out[key] = parsed
  }
  return out
}
