import { safeRedirectTarget } from '../pages/redirect-target'

/**
 * The page a signed-out user asked for (the login page's `redirect` parameter), to return to
 * after sign-in: an in-app path only, never the login page itself nor anything leaving the app.
 */
export function returnTarget(value: string | null): string | null {
  if (!value?.startsWith('/')) return null
  const end = value.search(/[?#]/)
  const path = end < 0 ? value : value.slice(0, end)
  const target = safeRedirectTarget(path.slice(1), end < 0 ? '' : value.slice(end))
  if (
    !target ||
    target === '/login' ||
    target.startsWith('/login?') ||
    target.startsWith('/login/')
  )
    return null
  return target
}
