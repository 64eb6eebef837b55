import { createApiClient, listResource } from '@gdzyz/api-client'
import { createHandlers, createMockBackend, demoRecord } from '@gdzyz/api-mocks'
import { ShellProvider } from '@gdzyz/ui-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { getResponse } from 'msw'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ApiContext } from '../app/api-context'
import { createAppI18n } from '../i18n/setup'
import type { CardParser } from './card-parser'
import { CardParserContext } from './card-parser-context'
import { CardImportPage } from './import-page'
import { parseCardFile } from './parse-file'
import { csvFile, HEADER, mixedSheet, sampleRow } from './test-sheets'

vi.mock('@gdzyz/auth/react', () => ({
  useSession: () => ({ codes: new Set(['zyzz_mgr', 'bank_query', 'batch_import']) }),
}))

const inThread: CardParser = async (file, onProgress) =>
  parseCardFile(new Uint8Array(await file.arrayBuffer()), file.name, onProgress)

function setup(parser: CardParser = inThread, failImports = 0) {
  const backend = createMockBackend()
  const handlers = createHandlers(backend)
  const signIn = backend.login('gz_admin', backend.accounts.get('gz_admin')?.passwordMd5 ?? '')
  const token = signIn.ok ? signIn.token : null
  let failures = failImports
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify: vi.fn(),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (request.url.includes('batchImport') && failures > 0) {
        failures--
        throw new TypeError('Failed to fetch')
      }
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 })
    },
  })
  const router = createMemoryRouter(
    [{ path: '/p', element: <CardImportPage resource="batch_import_card" title="批量导入制证" /> }],
    { initialEntries: ['/p'] },
  )
  render(
    <ShellProvider toaster={false} i18n={createAppI18n('zh-CN')}>
      <ApiContext value={client}>
        <QueryClientProvider client={new QueryClient()}>
          <CardParserContext value={parser}>
            <RouterProvider router={router} />
          </CardParserContext>
        </QueryClientProvider>
      </ApiContext>
    </ShellProvider>,
  )
  return { client }
}

const upload = (bytes: Uint8Array, name: string) => {
  const file = new File([bytes as Uint8Array<ArrayBuffer>], name)
  fireEvent.change(screen.getByLabelText('导入文件'), { target: { files: [file] } })
}

const total = async (client: ReturnType<typeof setup>['client']) =>
  (await listResource(client, 'registration_record_query', { pageNum: 1, pageSize: 10 })).total

const confirmImport = async (count: string) => {
  fireEvent.click(await screen.findByRole('button', { name: count }))
  const dialog = await screen.findByRole('alertdialog')
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
}

describe('批量导入制证', () => {
  it('lists exactly the bad rows of a mixed file, then imports only the valid ones', async () => {
    const { client } = setup()
    const before = await total(client)
    upload(csvFile(mixedSheet().rows), 'cards.csv')
    expect(
      await screen.findByText('cards.csv：共 10 行，3 行可导入，7 行有问题。'),
    ).toBeInTheDocument()
    const report = screen.getByRole('table', { name: '问题行' })
    const rows = within(report).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      mixedSheet().bad.map((b) => String(b.row)),
    )
    // Hostile cells are shown as text, never as markup.
    expect(within(report).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '导入 3 行' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('确定导入 3 行有效数据？7 行有问题的数据不会导入。')
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await total(client)).toBe(before)

    await confirmImport('导入 3 行')
    expect(await screen.findByText('已导入 3 行。')).toBeInTheDocument()
    expect(await total(client)).toBe(before + 3)
    expect(screen.queryByRole('button', { name: /导入 3 行/ })).toBeNull()
    expect(screen.getByRole('link', { name: '查看制证申请记录' })).toHaveAttribute(
      'href',
      '/volunteerCard/registration_record_query',
    )
  }, 20_000)

  it('adds the rows the server refuses to the report', async () => {
    setup()
    const applied = String(demoRecord('registration_record_query', 0)?.idCard)
    upload(csvFile([HEADER, sampleRow(1), ['王小明', applied, '13912345678']]), 'a.csv')
    await confirmImport('导入 2 行')
    expect(await screen.findByText('已导入 1 行。')).toBeInTheDocument()
    expect(screen.getByText('服务器拒绝了 1 行，已加入问题行报告。')).toBeInTheDocument()
    const report = screen.getByRole('table', { name: '问题行' })
    expect(within(report).getByText('该身份证号已提交制证申请')).toBeInTheDocument()
  })

  it('after a failed request, sends the rest on with 继续导入其余行', async () => {
    const { client } = setup(inThread, 1)
    const before = await total(client)
    upload(csvFile([HEADER, sampleRow(1), sampleRow(2)]), 'a.csv')
    await confirmImport('导入 2 行')
    expect(await screen.findByRole('alert')).toHaveTextContent('已导入 0 行，其余 2 行未导入')
    await confirmImport('继续导入其余行')
    expect(await screen.findByText('已导入 2 行。')).toBeInTheDocument()
    expect(await total(client)).toBe(before + 2)
  })

  it('refuses a bad file whole with a clear message', async () => {
    setup()
    upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]), 'photo.png')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'photo.png：无法读取此文件：请上传 .xlsx 或 .csv 格式的表格。',
    )
    upload(
      csvFile([
        ['名字', '电话'],
        ['a', 'b'],
      ]),
      'wrong.csv',
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '表头不正确：第一行应包含姓名、身份证号码、手机号码各一列。缺少：姓名、身份证号码、手机号码。',
    )
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull()
  })

  it('shows progress while checking and 取消 stops the check', async () => {
    const slow: CardParser = (_file, onProgress, signal) =>
      new Promise((_resolve, reject) => {
        onProgress({ phase: 'validating', done: 5000, total: 50000 })
        signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')))
      })
    setup(slow)
    upload(csvFile([HEADER, sampleRow(1)]), 'big.csv')
    const bar = await screen.findByRole('progressbar', { name: '检查进度' })
    expect(bar).toHaveAttribute('aria-valuetext', '正在检查：5000 / 50000 行')
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(await screen.findByText('已取消，未导入任何数据。')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
