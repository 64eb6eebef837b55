/** Where the token cookie lives: `document` in a browser, a fake in tests. */
export interface CookieJar {
  /** The `document.cookie` string (`a=1; b=2`). */
  read(): string
  /** One `Set-Cookie`-style assignment, as `document.cookie = value` takes it. */
  write(cookie: string): void
}

export interface CookieAttributes {
  path: string
  secure: boolean
}

export function browserCookieJar(): CookieJar | undefined {
  if (typeof document === 'undefined') return undefined
  return {
    read: () => {
      try {
        return document.cookie
      } catch {
        return ''
      }
    },
    write: (cookie) => {
      try {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and absent from Firefox and Safari; serialize() escapes the value.
        document.cookie = cookie
      } catch {
        // Cookies disabled (sandboxed frame): the session lives in memory only.
      }
    },
  }
}

export function readCookie(jar: CookieJar | undefined, name: string): string | null {
  if (!jar) return null
  for (const part of jar.read().split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

// A session cookie: no Domain (host-only), SameSite=Lax, Secure on https.
function serialize(name: string, value: string, attrs: CookieAttributes, extra = ''): string {
  const secure = attrs.secure ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; Path=${attrs.path}${extra}; SameSite=Lax${secure}`
}

export function writeCookie(
  jar: CookieJar | undefined,
  name: string,
  value: string,
  attrs: CookieAttributes,
): void {
  jar?.write(serialize(name, value, attrs))
}

export function removeCookie(jar: CookieJar | undefined, name: string, attrs: CookieAttributes) {
  jar?.write(serialize(name, '', attrs, '; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'))
}
