const BASE = 'http://console.invalid'

function decodeFully(value: string): string | null {
  let current = value
  for (let i = 0; i < 5; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

/**
 * Validates the target of the `/redirect/*` reload helper: returns an in-app path
 * (path + search + hash) or `null` for anything that could leave the app
 * (`//host`, `/\host`, encoded slashes or backslashes, absolute URLs, `javascript:`).
 * react-router's loader `redirect()` follows absolute and protocol-relative targets,
 * so the check happens here before any navigation.
 */
export function safeRedirectTarget(splat: string, search = ''): string | null {
  const raw = `/${splat}${search}`
  const decoded = decodeFully(raw)
  if (decoded === null) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are rejected on purpose
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return null
  if (decoded.startsWith('//')) return null
  if (/^\/*[a-z][a-z0-9+.-]*:/i.test(decoded)) return null
  const url = new URL(raw, BASE)
  if (url.origin !== BASE) return null
  if (url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}
