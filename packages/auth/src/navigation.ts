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

export interface NavigationEnv {
  /** In production a signed-out user leaves for the site root; in development the app has /login. */
  mode: 'production' | 'development'
  /** Where production sends signed-out users (default `/`, the site root, outside the app base). */
  siteRoot?: string
  loginPath?: string
  homePath?: string
  dashboardPath?: string
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
    if (env.mode === 'production') return { type: 'external', href: env.siteRoot ?? '/' }
    return pathname === login ? { type: 'allow' } : { type: 'redirect', to: login }
  }
  if (pathname === login) return { type: 'redirect', to: home }
  if (!state.bootstrapped) return { type: 'bootstrap' }
  // The home path only redirects to the dashboard, so a banned user may pass it.
  if (state.isBanned && pathname !== dashboard && pathname !== home) {
    return { type: 'redirect', to: home, dialog: BANNED_DIALOG }
  }
  return { type: 'allow' }
}
