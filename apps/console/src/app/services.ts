import { type ApiClient, createApiClient } from '@gdzyz/api-client'
import { type Auth, authApiFromClient, createAuth, createSessionStore } from '@gdzyz/auth'
import { notifyError } from '@gdzyz/ui-shell'
import { adoptingFetch } from '../early/adopt-early'
import { type EarlyRequests, TOKEN_COOKIE } from '../early/early-contract'
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
 * UI state is cleared whenever the signed-in admin changes. The client adopts the answers of
 * the early script's session calls (`early`) instead of asking again.
 */
export function createServices(config: AppConfig, early?: EarlyRequests): Services {
  const session = createSessionStore({ cookieName: TOKEN_COOKIE })
  const { statuses } = config.sessionExpiry
  const api = createApiClient({
    fetch: adoptingFetch(
      early,
      (request) => fetch(request),
      (status) => (status >= 200 && status < 300) || statuses.includes(status),
    ),
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
