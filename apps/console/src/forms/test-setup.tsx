import { type ApiClient, createApiClient } from '@gdzyz/api-client'
import { createHandlers, createMockBackend } from '@gdzyz/api-mocks'
import { ShellProvider } from '@gdzyz/ui-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { getResponse } from 'msw'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { ApiContext } from '../app/api-context'
import { createAppI18n } from '../i18n/setup'

interface Options {
  /** Holds every mutation request until the returned release() is called. */
  holdMutations?: boolean
  locale?: 'zh-CN' | 'zh-TW'
}

/** A page under a memory router, over the demo backend signed in as gd_super. */
export function renderPage(element: ReactNode, path = '/p', options: Options = {}) {
  const backend = createMockBackend()
  const handlers = createHandlers(backend)
  const signIn = backend.login('gd_super', backend.accounts.get('gd_super')?.passwordMd5 ?? '')
  const token = signIn.ok ? signIn.token : null
  const mutations: Request[] = []
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const notify = vi.fn()
  const client: ApiClient = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (request.method !== 'GET') {
        mutations.push(request.clone())
        if (options.holdMutations) await held
      }
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 })
    },
  })
  const router = createMemoryRouter(
    [
      { path: '/p', element },
      { path: '/other', element: <p>other page</p> },
      { path: '/organization/admin_operator_settings', element: <p>admin list</p> },
      // Any other page a form opens after saving (the tests read router.state.location).
      { path: '*', element: <p>another page</p> },
    ],
    { initialEntries: [path] },
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <ShellProvider toaster={false} i18n={createAppI18n(options.locale ?? 'zh-CN')}>
      <ApiContext value={client}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiContext>
    </ShellProvider>,
  )
  return { backend, client, router, mutations, release, notify, view }
}
