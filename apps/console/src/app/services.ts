import { type ApiClient, createApiClient } from '@gdzyz/api-client'
import { type Auth, authApiFromClient, createAuth, createSessionStore } from '@gdzyz/auth'
import { notifyError } from '@gdzyz/ui-shell'
import { readStoredLocale } from '../i18n/locale'
import type { AppConfig } from '../runtime-config/app-config-schema'
import { createLazyQueries, type LazyQueries } from './lazy-queries'
import { sessionExpiry } from './session-expiry'
import { scopeUserState } from './user-state'

export interface Services {
  api: ApiClient
  auth: Auth
  queries: LazyQueries
}

/**
 * The app's singletons: session (token cookie), API client, auth and query cache; the per-user
 * UI state is cleared whenever the signed-in admin changes.
 */
export function createServices(config: AppConfig): Services {
  const session = createSessionStore()
  const api = createApiClient({
    getToken: () => session.getState().token,
    notify: (message) => notifyError(message),
    sessionExpiry: sessionExpiry(config.sessionExpiry, {
      notify: (message) => notifyError(message),
      signOut: () => session.clear(),
      locale: () => readStoredLocale(),
      isSignedIn: () => session.getState().token !== null,
    }),
  })
  const auth = createAuth({ api: authApiFromClient(api), session })
  const queries = createLazyQueries()
  scopeUserState(session, queries)
  return { api, auth, queries }
}
