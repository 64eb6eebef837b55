import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** The app's query cache; loaded with the first page (see `lazy-queries.ts`). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The api-client already shows every failure; retrying would show it again.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}

/** Gives a page the app's one query client. */
export function QueryScope({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
