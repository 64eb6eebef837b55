import {
  EARLY_CALLS,
  type EarlyAnswer,
  type EarlyPreloads,
  type EarlyRequests,
  type EarlyResult,
  START_ANNOUNCEMENTS,
  TOKEN_COOKIE,
} from './early-contract'

export interface EarlyEnv {
  fetch: typeof fetch
  /** `document.cookie`. */
  cookie: string
  /** Where `config.json` is served (`<base>config.json`). */
  configUrl: string
  /** The app's base path (`/admin/`). */
  base: string
  /** `location.pathname`. */
  pathname: string
  timeoutMs: number
  preloads: EarlyPreloads
  /** Adds a `<link rel="modulepreload">` for one chunk. */
  preload: (url: string) => void
}

function tokenOf(cookie: string): string | null {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== TOKEN_COOKIE) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw) || null
    } catch {
      return raw || null
    }
  }
  return null
}

/** One request with the spec's timeout; settles with the raw answer, or null when it failed. */
function ask(env: EarlyEnv, url: string, init: RequestInit): Promise<EarlyResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), env.timeoutMs)
  return env
    .fetch(url, { ...init, credentials: 'same-origin', signal: controller.signal })
    .then(
      async (response): Promise<EarlyAnswer> => ({
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        text: await response.text(),
      }),
    )
    .catch(() => null)
    .finally(() => clearTimeout(timer))
}

/** The announcement list of SPEC section 4 holds something to show (code "1", a non-empty list). */
function holdsAnnouncements(answer: EarlyResult): boolean {
  if (answer?.status !== 200) return false
  try {
    const body = JSON.parse(answer.text) as { code?: unknown; data?: unknown }
    return String(body.code) === '1' && Array.isArray(body.data) && body.data.length > 0
  } catch {
    return false
  }
}

/**
 * Starts `config.json` and, with a token cookie, the session calls (bearer header, the spec's
 * timeout), before the module entry has even arrived; the app adopts the answers. Also fetches
 * ahead the code the first paint of a signed-in start will wait for.
 */
export function startEarlyRequests(env: EarlyEnv): EarlyRequests {
  const config = ask(env, env.configUrl, { cache: 'no-store' })
  const token = tokenOf(env.cookie)
  const calls: EarlyRequests['calls'] = {}
  if (!token) return { config, token, calls }
  const headers = { Authorization: `Bearer ${token}` }
  for (const url of EARLY_CALLS) calls[url] = ask(env, url, { headers })
  // After the calls: on HTTP/1.1 the browser opens six connections per host, and the calls
  // (small, then waited on by everything) go first.
  const path = `${env.pathname.replace(/\/+$/, '')}/`
  const opensDashboard = path === env.base || path === `${env.base}dashboard/`
  const chunks = new Set(env.preloads.signedIn)
  if (opensDashboard) for (const url of env.preloads.dashboard) chunks.add(url)
  for (const url of chunks) env.preload(url)
  calls[START_ANNOUNCEMENTS]?.then((answer) => {
    if (holdsAnnouncements(answer))
      for (const url of env.preloads.announcementDialog) env.preload(url)
  })
  return { config, token, calls }
}
