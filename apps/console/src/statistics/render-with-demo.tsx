import { createApiClient } from '@gdzyz/api-client'
import { createHandlers, createMockBackend } from '@gdzyz/api-mocks'
import { ShellProvider } from '@gdzyz/ui-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { getResponse } from 'msw'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { ApiContext } from '../app/api-context'
import { createAppI18n } from '../i18n/setup'

/** The demo backend the statistics page tests read (one per test file). */
export const backend = createMockBackend()
const handlers = createHandlers(backend)

/** Renders a statistics page at /p<search>, signed in as gd_super; `fail` makes every call a network error. */
export function renderWithDemo(page: ReactElement, search = '', fail = false) {
  const signIn = backend.login('gd_super', backend.accounts.get('gd_super')?.passwordMd5 ?? '')
  const token = signIn.ok ? signIn.token : null
  const notify = vi.fn()
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (fail) throw new TypeError('Failed to fetch')
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 })
    },
  })
  const router = createMemoryRouter([{ path: '/p', element: page }], {
    initialEntries: [`/p${search}`],
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <ShellProvider toaster={false} i18n={createAppI18n('zh-CN')}>
      <ApiContext value={client}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiContext>
    </ShellProvider>,
  )
  return { router, notify }
}
