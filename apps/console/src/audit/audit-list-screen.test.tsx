import { createApiClient, getAuditStatic, NETWORK_ERROR_MESSAGE } from '@gdzyz/api-client'
import { createHandlers, createMockBackend } from '@gdzyz/api-mocks'
import { ShellProvider } from '@gdzyz/ui-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { getResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ApiContext } from '../app/api-context'
import { createAppI18n } from '../i18n/setup'
import type { ListDescriptor } from '../lists/descriptor'
import { descriptors } from '../lists/descriptors/personnel'
import { AuditListScreen } from './audit-list-screen'

vi.mock('@gdzyz/auth/react', () => ({ useSession: () => ({ profile: { adminId: '1' } }) }))

const descriptor = descriptors.regist_audit as ListDescriptor

async function setup(search = '', failNext?: { count: number }) {
  const backend = createMockBackend()
  const handlers = createHandlers(backend)
  const signIn = backend.login('gd_super', backend.accounts.get('gd_super')?.passwordMd5 ?? '')
  const token = signIn.ok ? signIn.token : null
  const posts: Request[] = []
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify: vi.fn(),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (request.method === 'POST' && request.url.includes('/decision')) {
        posts.push(request.clone())
        if (failNext && failNext.count > 0) {
          failNext.count--
          throw new TypeError('Failed to fetch')
        }
      }
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 })
    },
  })
  const router = createMemoryRouter(
    [{ path: '/p', element: <AuditListScreen descriptor={descriptor} title="实名制校验" /> }],
    { initialEntries: [`/p${search}`] },
  )
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
  const table = await screen.findByRole('table')
  await waitFor(() =>
    expect(within(table).getAllByRole('button', { name: '通过' }).length).toBe(10),
  )
  return { client, router, posts, table }
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

// The first render loads the list modules and seeds the demo rows: seconds on a busy machine.
describe('audit list screen', { timeout: 20_000 }, () => {
  it('opens filtered to 待审核 in the URL; non-pending rows have no decision buttons', async () => {
    const { router, table } = await setup()
    expect(router.state.location.search).toContain('status=0')
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10))
    await router.navigate('/p?status=1')
    await waitFor(
      () => expect(within(table).queryAllByRole('button', { name: '通过' })).toHaveLength(0),
      {
        timeout: 5000,
      },
    )
    expect(within(table).queryByRole('button', { name: '驳回' })).toBeNull()
    expect(within(table).getAllByText('已通过').length).toBeGreaterThan(0)
  })

  it('approves one row: the row leaves the pending list and the counter drops by one', async () => {
    const { client, table } = await setup()
    const before = Number((await getAuditStatic(client)).registAudit)
    const firstRow = rowsOf(table)[0] as HTMLElement
    const name = within(firstRow).getAllByRole('cell')[2]?.textContent ?? ''
    fireEvent.click(within(firstRow).getByRole('button', { name: '通过' }))
    await waitFor(() => expect(within(table).queryByText(name)).toBeNull())
    expect(Number((await getAuditStatic(client)).registAudit)).toBe(before - 1)
  })

  it('reject asks for a reason: empty and too long are refused with clear messages', async () => {
    const { table, posts } = await setup()
    fireEvent.click(within(rowsOf(table)[0] as HTMLElement).getByRole('button', { name: '驳回' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy()
    const field = within(dialog).getByLabelText('驳回原因')
    fireEvent.change(field, { target: { value: '字'.repeat(201) } })
    expect(within(dialog).getByText('驳回原因不能超过 200 个字（当前 201 个字）')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(posts).toHaveLength(0)
  })
})

describe('audit list screen with a failing network', () => {
  it('keeps the reason after a network failure and retries with the same key', async () => {
    const { table, posts } = await setup('', { count: 1 })
    fireEvent.click(within(rowsOf(table)[0] as HTMLElement).getByRole('button', { name: '驳回' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '材料不全' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText(NETWORK_ERROR_MESSAGE)).toBeTruthy()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled())
    expect((within(dialog).getByLabelText('驳回原因') as HTMLTextAreaElement).value).toBe(
      '材料不全',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts).toHaveLength(2)
    const [first, second] = await Promise.all(posts.map((p) => p.json()))
    expect(second.idempotencyKey).toBe(first.idempotencyKey)
    expect(second).toEqual({
      decision: 'reject',
      reason: '材料不全',
      idempotencyKey: first.idempotencyKey,
    })
  })

  it('batch: confirmation states the count; refused rows stay selected with their reason', async () => {
    const { client, table, posts } = await setup()
    const boxes = within(table).getAllByRole('checkbox').slice(1, 4)
    for (const box of boxes) fireEvent.click(box)
    // Someone else decides the second selected row first.
    const second = rowsOf(table)[1] as HTMLElement
    const secondId = within(second).getAllByRole('cell')[1]?.textContent ?? ''
    const secondName = (
      within(second).getByRole('checkbox').getAttribute('aria-label') ?? ''
    ).replace(/^选择 /, '')
    expect(secondName).not.toBe('')
    const { decideRecord } = await import('@gdzyz/api-client')
    await decideRecord(client, 'regist_audit', secondId, {
      decision: 'approve',
      idempotencyKey: 'other-tab-1',
    })
    fireEvent.click(screen.getByRole('button', { name: '批量驳回' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('确定驳回选中的 3 条记录？')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '信息不实' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    // The other tab's decision, then one request for the whole batch.
    expect(posts).toHaveLength(2)
    expect((await (posts[1] as Request).json()).ids).toHaveLength(3)
    // The refused record is named as the list names it (its title field), with the reason.
    const refused = await screen.findByRole('alert')
    expect(within(refused).getByText(`${secondName}：该记录已被他人处理`)).toBeTruthy()
    expect(refused.textContent).not.toContain(secondId)
    expect(screen.getByText('已选择 1 项')).toBeTruthy()
  })
})
