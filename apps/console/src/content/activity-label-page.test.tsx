import { createApiClient } from '@gdzyz/api-client'
import { createHandlers, createMockBackend } from '@gdzyz/api-mocks'
import { ShellProvider } from '@gdzyz/ui-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { getResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ApiContext } from '../app/api-context'
import { createAppI18n } from '../i18n/setup'
import { ActivityLabelPage } from './activity-label-page'

vi.mock('@gdzyz/auth/react', () => ({ useSession: () => ({ profile: { adminId: '1' } }) }))

async function setup() {
  const backend = createMockBackend()
  const handlers = createHandlers(backend)
  const signIn = backend.login('gd_super', backend.accounts.get('gd_super')?.passwordMd5 ?? '')
  const token = signIn.ok ? signIn.token : null
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify: vi.fn(),
    fetch: async (input, init) =>
      (await getResponse(handlers, new Request(input, init))) ??
      new Response(null, { status: 404 }),
  })
  const router = createMemoryRouter(
    [{ path: '/p', element: <ActivityLabelPage resource="activity_label" title="活动标签管理" /> }],
    { initialEntries: ['/p'] },
  )
  render(
    <ShellProvider toaster={false} i18n={createAppI18n('zh-CN')}>
      <ApiContext value={client}>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiContext>
    </ShellProvider>,
  )
  const table = await screen.findByRole('table')
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
  return { table }
}

const add = (name: string) => {
  fireEvent.change(screen.getByLabelText('新标签名称'), { target: { value: name } })
  fireEvent.click(screen.getByRole('button', { name: '添加标签' }))
}

describe('ActivityLabelPage', () => {
  it('adds a label that the list then shows', async () => {
    const { table } = await setup()
    add('防汛救灾')
    await waitFor(() => expect(within(table).getByText('防汛救灾')).toBeInTheDocument())
    expect(screen.getByLabelText('新标签名称')).toHaveValue('')
  })

  it('refuses an empty or too long name, and a name in use with the server words, keeping the text', async () => {
    const { table } = await setup()
    add('   ')
    expect(screen.getByRole('alert')).toHaveTextContent('请输入标签名称')
    add('一二三四五六七八九十一')
    expect(screen.getByRole('alert')).toHaveTextContent('标签名称不能超过10个字')
    const existing =
      within(table).getAllByRole('row')[1]?.querySelectorAll('td')[2]?.textContent ?? ''
    expect(existing).not.toBe('')
    add(existing)
    expect(await screen.findByRole('alert')).toHaveTextContent('已存在，请更换')
    expect(screen.getByLabelText('新标签名称')).toHaveValue(existing)
    expect(screen.getByLabelText('新标签名称')).toHaveAttribute('aria-invalid', 'true')
  })
})
