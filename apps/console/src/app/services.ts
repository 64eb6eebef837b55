import { type ApiClient, createApiClient } from '@gdzyz/api-client'
import { type Auth, authApiFromClient, createAuth, createSessionStore } from '@gdzyz/auth'
import { notifyError } from '@gdzyz/ui-shell'
import { QueryClient } from '@tanstack/react-query'

export interface Services {
  api: ApiClient
  auth: Auth
  queryClient: QueryClient
}

/** The app's singletons: session (token cookie), API client, auth and query cache. */
export function createServices(): Services {
  const session = createSessionStore()
  const api = createApiClient({
    getToken: () => session.getState().token,
    notify: (message) => notifyError(message),
  })
  const auth = createAuth({ api: authApiFromClient(api), session })
  const queryClient = new QueryClient({
    defaultOptions: {
      // The api-client already shows every failure; retrying would show it again.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
  return { api, auth, queryClient }
}
