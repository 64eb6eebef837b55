import type { AuthApi, AuthMenuNode, AuthPermissionEntry, AuthProfile } from './auth-api'
import { collectMenuCodes } from './menu'
import type { LoginInput } from './password'
import type { BootstrapPart, SessionStore } from './session-store'

/** What every auth operation resolves with: operations never throw. */
export interface AuthResult {
  success: boolean
  redirectTo?: string
  error?: Error
}

export type { BootstrapPart }

export interface BootstrapResult extends AuthResult {
  /** The fetches that failed (logged, not thrown); the session is still bootstrapped. */
  failed: BootstrapPart[]
}

export interface AuthLogger {
  error(message: string, error: unknown): void
}

export interface AuthOptions {
  api: AuthApi
  session: SessionStore
  /** Default `console`. */
  logger?: AuthLogger
  /** Where login sends the user (default `/`). */
  homePath?: string
  /** Where logout sends the user, failed or not (default `/`, the site root). */
  logoutRedirect?: string
}

export interface Auth {
  readonly session: SessionStore
  /**
   * Signs in: hashes the password (MD5, loaded on first use), calls the login endpoint and
   * stores the returned token in the session. Never throws: resolves
   * `{ success: true, redirectTo: homePath }`, or `{ success: false, error }` with the server's
   * `msg` as the error message when there is one (wrong password, bad captcha, network failure).
   */
  login(input: LoginInput): Promise<AuthResult>
  /**
   * Signs out: calls the logout endpoint, then clears the session in this tab and the others
   * whatever the server answered. Never throws and always resolves `success: true` with
   * `redirectTo` (`logoutRedirect`); `error` tells that the server call failed.
   */
  logout(): Promise<AuthResult>
  /**
   * Loads what a signed-in session needs (profile, permission list and left menu, in parallel)
   * and stores the codes (permission codes plus every menu code). Call it when
   * `decideNavigation` answers `{ type: 'bootstrap' }`. Never throws: failed parts are logged
   * and listed in `failed`, and the session is still marked bootstrapped. Concurrent calls share
   * one run; without a token it resolves `{ success: false, failed: [] }`.
   */
  bootstrap(): Promise<BootstrapResult>
}

function toError(reason: unknown, fallback: string): Error {
  if (reason instanceof Error) return reason
  return new Error(typeof reason === 'string' && reason ? reason : fallback)
}

function tokenOf(answer: unknown): string | undefined {
  const token = (answer as { other?: { access_token?: unknown } } | null)?.other?.access_token
  return typeof token === 'string' && token.trim() !== '' ? token : undefined
}

function messageOf(answer: unknown): string | undefined {
  const msg = (answer as { msg?: unknown } | null)?.msg
  return typeof msg === 'string' && msg !== '' ? msg : undefined
}

const PARTS: readonly BootstrapPart[] = ['profile', 'permissions', 'menu']

function checked<T>(promise: Promise<T>, ok: (value: T) => boolean, part: BootstrapPart) {
  return promise.then((value) => {
    if (!ok(value)) throw new TypeError(`Malformed ${part} answer`)
    return value
  })
}

export function createAuth(options: AuthOptions): Auth {
  const { api, session } = options
  const logger = options.logger ?? console
  const homePath = options.homePath ?? '/'
  const logoutRedirect = options.logoutRedirect ?? '/'
  let inflight: { token: string; promise: Promise<BootstrapResult> } | undefined

  async function runBootstrap(token: string): Promise<BootstrapResult> {
    const settled = await Promise.allSettled([
      checked(api.getMyInfo(), (p) => !!p && typeof p === 'object', 'profile'),
      checked(api.getPermissionList(), Array.isArray, 'permissions'),
      checked(api.getLeftMenu(), Array.isArray, 'menu'),
    ])
    const failed: BootstrapPart[] = []
    let error: Error | undefined
    settled.forEach((result, i) => {
      if (result.status === 'fulfilled') return
      const part = PARTS[i] as BootstrapPart
      failed.push(part)
      error ??= toError(result.reason, `${part} fetch failed`)
      logger.error(`[auth] fetching the ${part} failed`, result.reason)
    })
    const [profile, permissions, menu] = settled.map((r) =>
      r.status === 'fulfilled' ? r.value : undefined,
    ) as [AuthProfile?, (readonly AuthPermissionEntry[])?, (readonly AuthMenuNode[])?]
    // Signed out (or in as someone else) while fetching: these results are stale.
    if (session.getState().token !== token) {
      return { success: false, failed, error: new Error('The session changed during bootstrap') }
    }
    const codes = new Set(collectMenuCodes(menu))
    for (const entry of permissions ?? []) {
      if (typeof entry?.permissionCode === 'string') codes.add(entry.permissionCode)
    }
    session.setAccess({ profile: profile ?? null, codes, menu: menu ?? [], failed })
    return error ? { success: false, failed, error } : { success: true, failed }
  }

  return {
    session,
    async login(input) {
      try {
        // Loaded on first use: only the sign-in screen needs MD5, so spark-md5 stays out of the
        // first load of every page of an app that is already signed in.
        const { buildLoginPayload } = await import('./password')
        const answer = await api.login(buildLoginPayload(input))
        const token = tokenOf(answer)
        if (!token) return { success: false, error: new Error(messageOf(answer) ?? 'Login failed') }
        session.setToken(token)
        return { success: true, redirectTo: homePath }
      } catch (reason) {
        return { success: false, error: toError(reason, 'Login failed') }
      }
    },
    async logout() {
      let error: Error | undefined
      try {
        await api.logout()
      } catch (reason) {
        error = toError(reason, 'Logout failed')
        logger.error('[auth] server logout failed; signing out locally', reason)
      }
      // Signed out locally whatever the server said (SPEC section 4).
      session.clear()
      return { success: true, redirectTo: logoutRedirect, ...(error && { error }) }
    },
    bootstrap() {
      const { token } = session.getState()
      if (!token) {
        return Promise.resolve({ success: false, failed: [], error: new Error('Not signed in') })
      }
      if (inflight?.token !== token) {
        const promise = runBootstrap(token)
          .catch(
            (reason): BootstrapResult => ({
              success: false,
              failed: [],
              error: toError(reason, 'Bootstrap failed'),
            }),
          )
          .finally(() => {
            if (inflight?.promise === promise) inflight = undefined
          })
        inflight = { token, promise }
      }
      return inflight.promise
    },
  }
}
