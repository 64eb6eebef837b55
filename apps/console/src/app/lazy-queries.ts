import type { QueryClient } from '@tanstack/react-query'

export interface LazyQueries {
  /** The app's query client and its provider, loaded once (in parallel with a page chunk). */
  load(): Promise<{ client: QueryClient; QueryScope: typeof import('./query-client').QueryScope }>
  /** Empties the cache (a no-op before the first page loaded it). */
  clear(): void
}

/**
 * TanStack Query (about 15 KB gzip) is used only by pages, never by the shell, so it is
 * loaded with the first page instead of the entry. Only the pages sit inside its provider,
 * so auth's own cache clearing (which looks for a provider above the shell) does not reach
 * it: the app clears it when the signed-in admin changes (`user-scope.ts`).
 */
export function createLazyQueries(
  load: () => Promise<typeof import('./query-client')> = () => import('./query-client'),
): LazyQueries {
  let client: QueryClient | undefined
  let loading: ReturnType<LazyQueries['load']> | undefined
  return {
    load() {
      loading ??= load().then((module) => {
        client = module.createQueryClient()
        return { client, QueryScope: module.QueryScope }
      })
      return loading
    },
    clear() {
      client?.clear()
    },
  }
}
