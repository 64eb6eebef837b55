import { createApiClient } from '@gdzyz/api-client'
import { createHandlers, createMockBackend, DEMO_ACCOUNTS } from '@gdzyz/api-mocks'
import { ShellProvider, setLocale } from '@gdzyz/ui-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { getResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiContext } from '../app/api-context'
import { createAppI18n, loadPageMessages } from '../i18n/setup'
import { DashboardPage } from './dashboard-page'

const codes = new Set(DEMO_ACCOUNTS.find((a) => a.userName === 'gd_super')?.permissionCodes)
vi.mock('@gdzyz/auth/react', () => ({
  useSession: () => ({ profile: { userName: 'gd_super' }, codes, isSuperAdmin: true }),
}))

afterEach(() => {
  cleanup()
  act(() => setLocale('zh-CN'))
})

async function setup(locale: 'zh-CN' | 'zh-TW' = 'zh-CN') {
  setLocale(locale)
  const backend = createMockBackend()
  const handlers = createHandlers(backend)
  const signIn = backend.login('gd_super', backend.accounts.get('gd_super')?.passwordMd5 ?? '')
  const token = signIn.ok ? signIn.token : null
  const requests: string[] = []
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify: vi.fn(),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      requests.push(new URL(request.url).pathname)
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 })
    },
  })
  const router = createMemoryRouter([{ path: '/', element: <DashboardPage /> }])
  const i18n = createAppI18n(locale)
  await loadPageMessages()
  render(
    <ShellProvider toaster={false} i18n={i18n}>
      <ApiContext value={client}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiContext>
    </ShellProvider>,
  )
  const panel = await screen.findByRole('region', {
    name: locale === 'zh-CN' ? '待处理审核' : '待處理審核',
  })
  return { backend, panel, requests }
}

const pendingTotal = (backend: ReturnType<typeof createMockBackend>, resource: string) => {
  const page = backend.listPage(resource, {
    pageNum: 1,
    pageSize: 10,
    status: 0,
    sortOrder: 'asc',
  })
  return page.ok ? page.page.total : -1
}

describe('dashboard 待处理审核', () => {
  it('counts every audit page in one request: each counter is its list total on 待审核', async () => {
    const { backend, panel, requests } = await setup()
    const makeup = await within(panel).findByRole('link', { name: /^历史活动补录审核/ })
    expect(makeup.getAttribute('href')).toBe('/activity/mission_supp_audit_his?status=0')
    expect(makeup.textContent).toContain(`${pendingTotal(backend, 'mission_supp_audit_his')} 项`)
    const contest = within(panel).getByRole('link', { name: /^项目大赛审核/ })
    expect(contest.textContent).toContain(`${pendingTotal(backend, 'project_contest_audit')} 项`)
    expect(within(panel).getAllByRole('link')).toHaveLength(21)
    expect(requests.filter((path) => path.endsWith('/audit/pendingCounts'))).toHaveLength(1)
    expect(requests.filter((path) => path.includes('/list/'))).toEqual([])
  })

  it('names the counters with the page titles of the interface language', async () => {
    const { panel } = await setup('zh-TW')
    expect(await within(panel).findByRole('link', { name: /^管理員找回密碼申訴/ })).toBeTruthy()
  })
})
