import { createApiClient } from '@gdzyz/api-client'
import { createHandlers, createMockBackend, type MockBackend } from '@gdzyz/api-mocks'
import { ShellProvider } from '@gdzyz/ui-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { getResponse } from 'msw'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { ApiContext } from '../app/api-context'
import { createAppI18n } from '../i18n/setup'

interface HarnessOptions {
  /** Answers instead of the demo backend when it returns a Response. */
  intercept?: (request: Request) => Response | undefined | Promise<Response | undefined>
  locale?: 'zh-CN' | 'zh-TW'
  backend?: MockBackend
}

/** Renders `element` at `url` over the demo backend, signed in as gd_super. */
export function renderPage(
  path: string,
  url: string,
  element: ReactElement,
  options: HarnessOptions = {},
) {
  return renderRoutes([{ path, element }], url, options)
}

/** Renders the routes at `url` over the demo backend, signed in as gd_super. */
export function renderRoutes(
  routes: { path: string; element: ReactElement }[],
  url: string,
  options: HarnessOptions = {},
) {
  const backend = options.backend ?? createMockBackend()
  const handlers = createHandlers(backend)
  const signIn = backend.login('gd_super', backend.accounts.get('gd_super')?.passwordMd5 ?? '')
  const token = signIn.ok ? signIn.token : null
  const requests: Request[] = []
  const notify = vi.fn()
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      requests.push(request.clone())
      const intercepted = await options.intercept?.(request.clone())
      if (intercepted) return intercepted
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 })
    },
  })
  const router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [url],
  })
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
  return { backend, client, router, requests, notify, view }
}
