import type { AuthApi, AuthMenuNode, AuthPermissionEntry, AuthProfile } from './auth-api'
import { collectMenuCodes } from './menu'
import { buildLoginPayload, type LoginInput } from './password'
import type { SessionStore } from './session-store'

/** What every auth operation resolves with: operations never throw. */
export interface AuthResult {
  success: boolean
  redirectTo?: string
  error?: Error
}

export type BootstrapPart = 'profile' | 'permissions' | 'menu'

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
  login(input: LoginInput): Promise<AuthResult>
  logout(): Promise<AuthResult>
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

function arrayOf<T>(value: unknown, what: string): readonly T[] {
  if (!Array.isArray(value)) throw new TypeError(`${what} is not an array`)
  return value
}

export function createAuth(options: AuthOptions): Auth {
  const { api, session } = options
  const logger = options.logger ?? console
  const homePath = options.homePath ?? '/'
  const logoutRedirect = options.logoutRedirect ?? '/'
  let inflight: { token: string; promise: Promise<BootstrapResult> } | undefined

  async function runBootstrap(token: string): Promise<BootstrapResult> {
    const [profile, permissions, menu] = await Promise.allSettled([
      api.getMyInfo().then((p): AuthProfile => {
        if (!p || typeof p !== 'object') throw new TypeError('profile is not an object')
        return p
      }),
      api.getPermissionList().then((list) => arrayOf<AuthPermissionEntry>(list, 'permission list')),
      api.getLeftMenu().then((tree) => arrayOf<AuthMenuNode>(tree, 'left menu')),
    ])
    const parts: [BootstrapPart, PromiseSettledResult<unknown>][] = [
      ['profile', profile],
      ['permissions', permissions],
      ['menu', menu],
    ]
    const failed: BootstrapPart[] = []
    let error: Error | undefined
    for (const [part, settled] of parts) {
      if (settled.status === 'fulfilled') continue
      failed.push(part)
      error ??= toError(settled.reason, `${part} fetch failed`)
      logger.error(`[auth] fetching the ${part} failed`, settled.reason)
    }
    // Signed out (or in as someone else) while fetching: these results are stale.
    if (session.getState().token !== token) {
      return { success: false, failed, error: new Error('The session changed during bootstrap') }
    }
    const tree = menu.status === 'fulfilled' ? menu.value : []
    const codes = new Set(collectMenuCodes(tree))
    for (const entry of permissions.status === 'fulfilled' ? permissions.value : []) {
      if (typeof entry?.permissionCode === 'string') codes.add(entry.permissionCode)
    }
    session.setAccess({
      profile: profile.status === 'fulfilled' ? profile.value : null,
      codes,
      menu: tree,
    })
    return error ? { success: false, failed, error } : { success: true, failed }
  }

  return {
    session,
    async login(input) {
      try {
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
      return error
        ? { success: true, redirectTo: logoutRedirect, error }
        : { success: true, redirectTo: logoutRedirect }
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
