import { type ReactNode, useDeferredValue, useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useAuthContext } from './auth-context'
import type { BootstrapResult } from './create-auth'
import { decideNavigation, type NavigationEnv } from './navigation'
import type { BootstrapPart } from './session-store'
import { useSession } from './use-session'

export interface AuthGuardProps {
  env: NavigationEnv
  /** Shown while profile and permissions load or a full redirect is under way. */
  fallback?: ReactNode
  /** The protected content; defaults to the route's `<Outlet />`. */
  children?: ReactNode
  /** How to leave the app for an absolute address (default `location.assign`). */
  assign?: (href: string) => void
  /**
   * Shown instead of the protected content when a fetch of the bootstrap failed (see
   * `SessionState.failed`): the permissions may be incomplete, so pages the user holds would
   * look missing. `retry` runs the bootstrap again. Without it the content renders as it is.
   */
  bootstrapError?: (props: BootstrapErrorProps) => ReactNode
}

export interface BootstrapErrorProps {
  failed: readonly BootstrapPart[]
  /** Fetches profile, permissions and menu again; resolves when they answered. */
  retry: () => Promise<BootstrapResult>
}

const leave = (href: string) => window.location.assign(href)

/**
 * Route guard for react-router (SPEC section 4): applies `decideNavigation` on every
 * location or session change. While bootstrapping it renders `fallback`, never the
 * protected content, then decides again for the same target.
 */
export function AuthGuard({
  env,
  fallback = null,
  children,
  assign = leave,
  bootstrapError,
}: AuthGuardProps) {
  const { auth, showDialog } = useAuthContext()
  const session = useSession()
  const settled = useDeferredValue(session)
  const location = useLocation()
  const target = `${location.pathname}${location.search}${location.hash}`
  const decision = decideNavigation(session, target, env)
  // The first render of the protected content (the whole app after a bootstrap) runs as a
  // background render React can split into short tasks: a store update alone would render it
  // in one long task. Redirects, dialogs and later renders are not deferred.
  const waiting =
    decision.type === 'allow' && decideNavigation(settled, target, env).type === 'bootstrap'
  const href = decision.type === 'external' ? decision.href : undefined
  const dialog = decision.type === 'redirect' ? decision.dialog : undefined

  useEffect(() => {
    if (decision.type === 'bootstrap') void auth.bootstrap()
  }, [decision.type, auth])
  useEffect(() => {
    if (href !== undefined) assign(href)
  }, [href, assign])
  useEffect(() => {
    if (dialog) showDialog(dialog)
  }, [dialog, showDialog])

  if (decision.type === 'allow' && !waiting) {
    if (bootstrapError && session.failed.length > 0) {
      return bootstrapError({ failed: session.failed, retry: auth.bootstrap })
    }
    return children ?? <Outlet />
  }
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />
  return fallback
}
