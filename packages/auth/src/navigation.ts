/** The dialog shown when a banned account tries to leave the dashboard. */
export const BANNED_DIALOG = Object.freeze({ title: '提示', message: '该账户已被封禁' } as const)

export type BannedDialog = typeof BANNED_DIALOG

export type NavigationDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; dialog?: BannedDialog }
  /** Leave the app with a full page load (`location.assign`). */
  | { type: 'external'; href: string }
  /** Fetch profile and permissions, then decide again for the same target. */
  | { type: 'bootstrap' }

export interface NavigationState {
  token: string | null
  bootstrapped: boolean
  isBanned: boolean
}

/**
 * Where a signed-out user goes: `'login'` is the app's own login page (`loginPath`, inside the
 * app); `'site-root'` is a full page load of `siteRoot` (the site's own sign-in, outside the app).
 */
export type SignedOutTarget = 'login' | 'site-root'

export interface NavigationEnv {
  /**
   * Where signed-out users go, whatever the build mode. Default: `'site-root'` when `mode` is
   * `'production'`, else `'login'`.
   */
  signedOut?: SignedOutTarget
  /**
   * The build mode; used only to pick `signedOut` when that is not set (production leaves for
   * the site root, development has /login).
   */
  mode?: 'production' | 'development'
  /** Where `'site-root'` sends signed-out users (default `/`, outside the app base). */
  siteRoot?: string
  loginPath?: string
  /**
   * Query parameter of the login page that carries the page a signed-out user asked for, so the
   * login page can return there (default `redirect`; `null` sends to the bare login page).
   * The home path is never carried.
   */
  returnParam?: string | null
  homePath?: string
  dashboardPath?: string
}

/** The `signedOut` of `env`, defaulted from its `mode`. */
export function signedOutTarget(env: NavigationEnv): SignedOutTarget {
  return env.signedOut ?? (env.mode === 'production' ? 'site-root' : 'login')
}

function pathnameOf(target: string): string {
  const end = target.search(/[?#]/)
  const pathname = end < 0 ? target : target.slice(0, end)
  // `/dashboard/` and `/dashboard` are the same page.
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

/**
 * The route guard of SPEC section 4 as a pure decision. `target` is the path inside
 * the app (router-relative, with optional query and hash).
 */
export function decideNavigation(
  state: NavigationState,
  target: string,
  env: NavigationEnv,
): NavigationDecision {
  const login = env.loginPath ?? '/login'
  const home = env.homePath ?? '/'
  const dashboard = env.dashboardPath ?? '/dashboard'
  const pathname = pathnameOf(target)

  if (!state.token) {
    if (signedOutTarget(env) === 'site-root') return { type: 'external', href: env.siteRoot ?? '/' }
    if (pathname === login) return { type: 'allow' }
    const param = env.returnParam === undefined ? 'redirect' : env.returnParam
    if (param === null || pathname === home) return { type: 'redirect', to: login }
    return { type: 'redirect', to: `${login}?${param}=${encodeURIComponent(target)}` }
  }
  if (pathname === login) return { type: 'redirect', to: home }
  if (!state.bootstrapped) return { type: 'bootstrap' }
  // The home path only redirects to the dashboard, so a banned user may pass it.
  if (state.isBanned && pathname !== dashboard && pathname !== home) {
    return { type: 'redirect', to: home, dialog: BANNED_DIALOG }
  }
  return { type: 'allow' }
}
