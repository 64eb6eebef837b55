import type { AuthMenuNode, AuthProfile } from './auth-api'
import {
  browserCookieJar,
  type CookieAttributes,
  type CookieJar,
  readCookie,
  removeCookie,
  writeCookie,
} from './cookie'
import { type CrossTabOptions, createCrossTabChannel } from './cross-tab'
import { ensureDeviceId } from './device-id'
import { defaultLocalStorage, type KeyValueStorage } from './safe-storage'

/** One of the three fetches of a bootstrap. */
export type BootstrapPart = 'profile' | 'permissions' | 'menu'

export interface SessionState {
  token: string | null
  deviceId: string
  profile: AuthProfile | null
  /** Permission codes plus every menu code of the left menu. */
  codes: ReadonlySet<string>
  menu: readonly AuthMenuNode[]
  /** groupId 1 or 2012. */
  isSuperAdmin: boolean
  /** forbiddenState 1: only the dashboard is reachable. */
  isBanned: boolean
  /** Profile and permissions were fetched for the current token. */
  bootstrapped: boolean
  /**
   * The fetches of the last bootstrap that failed (empty when all answered): the codes and menu
   * may then be incomplete, so an app can offer to load them again instead of hiding pages.
   */
  failed: readonly BootstrapPart[]
}

export interface SessionAccess {
  profile: AuthProfile | null
  codes: Iterable<string>
  menu: readonly AuthMenuNode[]
  /** The fetches that failed (default none). */
  failed?: readonly BootstrapPart[]
}

export type SessionListener = (state: SessionState) => void

export interface SessionStore {
  getState(): SessionState
  subscribe(listener: SessionListener): () => void
  /** Stores a fresh token (after login); access must be bootstrapped again. */
  setToken(token: string): void
  /** Stores what bootstrap fetched and marks the session bootstrapped. */
  setAccess(access: SessionAccess): void
  /** Signs out here and in the other tabs: clears token, profile, codes and menu. */
  clear(): void
  /** Stops listening to the other tabs. */
  destroy(): void
}

export interface SessionStoreOptions {
  /** Default `Admin-Token`. */
  cookieName?: string
  /** Default `/`: use the narrowest path that serves the app. */
  cookiePath?: string
  /** Default: on when the page is served over https. */
  secure?: boolean
  /** Default `document.cookie`. */
  cookies?: CookieJar
  /** Default `localStorage` (if usable). */
  storage?: KeyValueStorage
  crossTab?: Omit<CrossTabOptions, 'storage'>
}

const COOKIE_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
const COOKIE_PATH = /^\/[\w\-.~!$&'()*+,=:@%/]*$/
const EMPTY: ReadonlySet<string> = new Set()
const NONE: readonly BootstrapPart[] = Object.freeze([])

function isOneOf(value: unknown, accepted: readonly string[]): boolean {
  return (
    (typeof value === 'number' || typeof value === 'string') && accepted.includes(`${value}`.trim())
  )
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const cookieName = options.cookieName ?? 'Admin-Token'
  const path = options.cookiePath ?? '/'
  if (!COOKIE_NAME.test(cookieName)) throw new TypeError(`Invalid cookie name: ${cookieName}`)
  if (!COOKIE_PATH.test(path)) throw new TypeError(`Invalid cookie path: ${path}`)
  const secure =
    options.secure ??
    (typeof location !== 'undefined' && (location as { protocol?: string }).protocol === 'https:')
  const attrs: CookieAttributes = { path, secure }
  const cookies = 'cookies' in options ? options.cookies : browserCookieJar()
  const storage = 'storage' in options ? options.storage : defaultLocalStorage()
  const listeners = new Set<SessionListener>()
  const deviceId = ensureDeviceId(storage)

  const signedOut = (token: string | null): SessionState =>
    Object.freeze({
      token,
      deviceId,
      profile: null,
      codes: EMPTY,
      menu: [],
      isSuperAdmin: false,
      isBanned: false,
      bootstrapped: false,
      failed: NONE,
    })

  let state = signedOut(readCookie(cookies, cookieName) || null)

  const update = (next: SessionState) => {
    state = next
    for (const listener of [...listeners]) {
      try {
        listener(state)
      } catch (error) {
        // One failing subscriber must not stop the others nor the auth operation.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  const clearLocal = () => {
    removeCookie(cookies, cookieName, attrs)
    if (state.token === null && !state.bootstrapped) return
    update(signedOut(null))
  }

  const channel = createCrossTabChannel(`gdzyz-auth:${cookieName}`, {
    ...options.crossTab,
    storage,
  })
  const stopListening = channel.onLogout(clearLocal)

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setToken(token) {
      writeCookie(cookies, cookieName, token, attrs)
      update(signedOut(token))
    },
    setAccess({ profile, codes, menu, failed }) {
      update(
        Object.freeze({
          ...state,
          profile,
          codes: new Set(codes),
          menu,
          isSuperAdmin: isOneOf(profile?.groupId, ['1', '2012']),
          isBanned: isOneOf(profile?.forbiddenState, ['1']),
          bootstrapped: true,
          failed: failed?.length ? Object.freeze([...failed]) : NONE,
        }),
      )
    },
    clear() {
      clearLocal()
      channel.postLogout()
    },
    destroy() {
      stopListening()
      channel.close()
      listeners.clear()
    },
  }
}
