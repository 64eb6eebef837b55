import type { NavigationEnv } from '@gdzyz/auth'

/**
 * Where signed-out users go: the production console has no login page of its own (the site
 * root signs in), development and demo mode have /login.
 */
export const NAVIGATION_ENV: NavigationEnv = {
  signedOut: import.meta.env.PROD ? 'site-root' : 'login',
  siteRoot: '/',
}
