import { type ApiClient, createApiClient } from '@gdzyz/api-client'
import { type Auth, authApiFromClient, createAuth, createSessionStore } from '@gdzyz/auth'
import { notifyError } from '@gdzyz/ui-shell'
import { createLazyQueries, type LazyQueries } from './lazy-queries'

export interface Services {
  api: ApiClient
  auth: Auth
  queries: LazyQueries
}

/** The app's singletons: session (token cookie), API client, auth and query cache. */
export function createServices(): Services {
  const session = createSessionStore()
  const api = createApiClient({
    getToken: () => session.getState().token,
    notify: (message) => notifyError(message),
  })
  const auth = createAuth({ api: authApiFromClient(api), session })
  return { api, auth, queries: createLazyQueries(session) }
}
