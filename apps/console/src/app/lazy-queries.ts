import type { SessionStore } from '@gdzyz/auth'
import type { QueryClient } from '@tanstack/react-query'

export interface LazyQueries {
  /** The app's query client and its provider, loaded once (in parallel with a page chunk). */
  load(): Promise<{ client: QueryClient; QueryScope: typeof import('./query-client').QueryScope }>
}

/**
 * TanStack Query (about 15 KB gzip) is used only by pages, never by the shell, so it is
 * loaded with the first page instead of the entry. Only the pages sit inside its provider,
 * so auth's own cache clearing (which looks for a provider above the shell) does not reach
 * it: signing out, here or in another tab, clears the cache from the session instead.
 */
export function createLazyQueries(
  session: SessionStore,
  load: () => Promise<typeof import('./query-client')> = () => import('./query-client'),
): LazyQueries {
  let client: QueryClient | undefined
  let loading: ReturnType<LazyQueries['load']> | undefined
  let signedIn = session.getState().token !== null
  session.subscribe((state) => {
    if (signedIn && state.token === null) client?.clear()
    signedIn = state.token !== null
  })
  return {
    load() {
      loading ??= load().then((module) => {
        client = module.createQueryClient()
        return { client, QueryScope: module.QueryScope }
      })
      return loading
    },
  }
}
