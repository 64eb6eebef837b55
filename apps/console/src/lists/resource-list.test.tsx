import { ShellProvider } from '@gdzyz/ui-shell'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAppI18n } from '../i18n/setup'
import type { PrefsStorage } from './column-prefs'
import { readXlsx } from './export/read-xlsx'
import { type MemorySourceOptions, memorySource } from './memory-source'
import { ResourceList, type ResourceListProps } from './resource-list'
import { volunteerDescriptor, volunteerRows } from './test-rows'

const memoryStorage = (): PrefsStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

function renderList(
  url = '/personnel/regist_audit',
  options: {
    slots?: Pick<ResourceListProps, 'rowActions' | 'selectionActions' | 'detailExtra'>
    rows?: number
    storage?: PrefsStorage
    fail?: MemorySourceOptions['fail']
    hold?: MemorySourceOptions['hold']
  } = {},
) {
  const { source, calls } = memorySource('volunteers', volunteerRows(options.rows ?? 45), {
    ...(options.fail ? { fail: options.fail } : {}),
    ...(options.hold ? { hold: options.hold } : {}),
  })
  const storage = options.storage ?? memoryStorage()
  const router = createMemoryRouter(
    [
      {
        path: '/personnel/regist_audit',
        element: (
          <ResourceList
            descriptor={volunteerDescriptor}
            title="实名制校验"
            source={source}
            adminId="1001"
            storage={storage}
            {...options.slots}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  )
  const client = new QueryClient()
  const view = render(
    <ShellProvider toaster={false} i18n={createAppI18n('zh-CN')}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellProvider>,
  )
  const search = () => new URLSearchParams(router.state.location.search)
  return { ...view, router, calls, search, storage }
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

// Whole screens with Chakra in jsdom on a shared 2-core machine: give each test room.
vi.setConfig({ testTimeout: 20_000 })

afterEach(() => vi.restoreAllMocks())

async function sheetOf(blob: Blob | undefined) {
  if (!blob) throw new Error('no file was saved')
  return readXlsx(new Uint8Array(await blob.arrayBuffer()))
}

// jsdom has no ResizeObserver; the column menu's positioning observes its trigger.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

describe('ResourceList filter bar', () => {
  it('is a search landmark whose Enter runs the query with the typed text as data', async () => {
    const { calls, search } = renderList()
    await screen.findByText('陈志愿者1')
    const bar = screen.getByRole('search')
    const keyword = within(bar).getByRole('searchbox', { name: '关键字' })
    fireEvent.change(keyword, { target: { value: "陈志愿者1' OR 1=1 --" } })
    fireEvent.submit(bar)
    await waitFor(() => expect(search().get('keyword')).toBe("陈志愿者1' OR 1=1 --"))
    expect(calls.list.at(-1)).toMatchObject({ keyword: "陈志愿者1' OR 1=1 --", pageNum: 1 })
    expect(await screen.findByText('暂无数据')).toBeInTheDocument()
    fireEvent.change(keyword, { target: { value: '陈志愿者1' } })
    fireEvent.click(within(bar).getByRole('button', { name: '查询' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    fireEvent.click(within(bar).getByRole('button', { name: '重置' }))
    await waitFor(() => expect(search().toString()).toBe(''))
    expect(keyword).toHaveValue('')
    // Typed but not searched: 重置 clears the box too.
    fireEvent.change(keyword, { target: { value: '未查询的文字' } })
    fireEvent.click(within(bar).getByRole('button', { name: '重置' }))
    expect(keyword).toHaveValue('')
  })

  it('offers the status set and the 21 cities, and Enter on a select runs the query', async () => {
    const { search } = renderList()
    await screen.findByText('陈志愿者1')
    const status = screen.getByRole('combobox', { name: '状态' })
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部', '待审核', '已通过', '已驳回'])
    const district = screen.getByRole('combobox', { name: '地区' })
    expect(within(district).getAllByRole('option')).toHaveLength(22)
    fireEvent.change(status, { target: { value: '1' } })
    fireEvent.change(district, { target: { value: '440300' } })
    fireEvent.keyDown(district, { key: 'Enter' })
    await waitFor(() => expect(search().toString()).toBe('status=1&district=440300'))
  })

  it('refuses a date that is not yyyy-mm-dd with a message, keeping what was typed', async () => {
    const { calls, search } = renderList()
    await screen.findByText('陈志愿者1')
    const start = screen.getByRole('textbox', { name: '创建时间起' })
    expect(start).toHaveAttribute('placeholder', 'yyyy-mm-dd')
    fireEvent.change(start, { target: { value: '2024/13/01' } })
    const before = calls.list.length
    fireEvent.submit(screen.getByRole('search'))
    expect(await screen.findByRole('alert')).toHaveTextContent('创建时间起应为有效日期')
    expect(start).toHaveValue('2024/13/01')
    expect(start).toHaveAttribute('aria-invalid', 'true')
    expect(calls.list).toHaveLength(before)
    fireEvent.change(start, { target: { value: '2024-03-01' } })
    fireEvent.change(screen.getByRole('textbox', { name: '创建时间止' }), {
      target: { value: '2024-04-30' },
    })
    fireEvent.submit(screen.getByRole('search'))
    await waitFor(() => expect(search().toString()).toBe('start=2024-03-01&end=2024-04-30'))
    expect(calls.list.at(-1)).toMatchObject({ startDate: '2024-03-01', endDate: '2024-04-30' })
  })
})

describe('ResourceList URL state', () => {
  it('opens the view the URL describes', async () => {
    const { calls } = renderList('/personnel/regist_audit?sort=name&order=asc&page=2&size=20')
    await waitFor(() => expect(bodyRows()).toHaveLength(20))
    expect(calls.list[0]).toEqual({ pageNum: 2, pageSize: 20, sortField: 'name', sortOrder: 'asc' })
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('20')
  })

  it('moves a page past the end to the last page', async () => {
    const { search } = renderList('/personnel/regist_audit?status=0&page=99999')
    await waitFor(() => expect(search().get('page')).toBe('2'))
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    expect(search().get('status')).toBe('0')
  })

  it('ignores malformed values instead of failing', async () => {
    const { calls } = renderList(
      '/personnel/regist_audit?page=0&size=7&start=garbage&end=2024-02-30&status=%3Cimg%3E&sort=password&district=x',
    )
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    expect(calls.list[0]).toEqual({
      pageNum: 1,
      pageSize: 10,
      sortField: 'createTime',
      sortOrder: 'desc',
    })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('pages through the URL', async () => {
    const { search } = renderList()
    await screen.findByText('陈志愿者1')
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(search().get('page')).toBe('2'))
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
  })
})

describe('ResourceList sorting', () => {
  it('sorts on the server from header buttons that report aria-sort', async () => {
    const { calls, search } = renderList()
    await screen.findByText('陈志愿者1')
    const created = screen.getByRole('columnheader', { name: '创建时间' })
    const name = screen.getByRole('columnheader', { name: '姓名' })
    expect(created).toHaveAttribute('aria-sort', 'descending')
    expect(name).toHaveAttribute('aria-sort', 'none')
    expect(screen.getByRole('columnheader', { name: '身份证号' })).not.toHaveAttribute('aria-sort')
    fireEvent.click(within(name).getByRole('button', { name: '姓名' }))
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'ascending'))
    expect(search().toString()).toBe('sort=name&order=asc')
    expect(calls.list.at(-1)).toMatchObject({ sortField: 'name', sortOrder: 'asc' })
    expect(created).toHaveAttribute('aria-sort', 'none')
    fireEvent.click(within(name).getByRole('button', { name: '姓名' }))
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'descending'))
    expect(calls.list.at(-1)).toMatchObject({ sortField: 'name', sortOrder: 'desc' })
  })
})

describe('ResourceList cells', () => {
  it('masks personal data, names cities and labels statuses, ids as strings', async () => {
    renderList()
    await screen.findByText('陈志愿者1')
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell')
    const textOf = cells.map((cell) => cell.textContent)
    expect(textOf[1]).toBe('9007199254740993000')
    expect(textOf.join(' ')).not.toContain('19900101')
    expect(textOf).toContain('深圳市')
    expect(textOf).toContain('待审核')
    expect(
      within(cells[1] as HTMLElement).getByRole('link', { name: '9007199254740993000' }),
    ).toHaveAttribute('href', '/personnel/regist_audit?record=9007199254740993000')
  })

  it('shows the error with a retry', async () => {
    let failing = true
    renderList(undefined, {
      fail: (kind) =>
        kind === 'list' && failing ? { msg: '服务加载中，请尝试刷新。' } : undefined,
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败：服务加载中，请尝试刷新。')
    failing = false
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByText('陈志愿者1')).toBeInTheDocument()
  })

  it('asks again on 刷新', async () => {
    const { calls } = renderList()
    await screen.findByText('陈志愿者1')
    const before = calls.list.length
    fireEvent.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(calls.list.length).toBe(before + 1))
  })
})

describe('ResourceList selection', () => {
  it('keeps ids across pages, counts them, and clears on 清除 or a new filter', async () => {
    const { search } = renderList()
    await screen.findByText('陈志愿者1')
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 陈志愿者1' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 李志愿者2' }))
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument()
    const page = screen.getByRole('checkbox', { name: '选择本页全部记录' }) as HTMLInputElement
    expect(page.indeterminate).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(search().get('page')).toBe('2'))
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '选择本页全部记录' })).not.toBeChecked(),
    )
    fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部记录' }))
    expect(screen.getByText('已选择 12 项')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '第 1 页' }))
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '选择 陈志愿者1' })).toBeChecked(),
    )
    fireEvent.click(screen.getByRole('button', { name: '清除' }))
    expect(screen.queryByText(/已选择/)).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 陈志愿者1' }))
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument()
    fireEvent.change(screen.getByRole('combobox', { name: '状态' }), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(search().get('status')).toBe('0'))
    expect(screen.queryByText(/已选择/)).toBeNull()
  })
})

describe('ResourceList detail', () => {
  it('opens from 查看 with every detail field, masked, and closes back to the same list', async () => {
    const { search, calls } = renderList('/personnel/regist_audit?status=1&page=1')
    await screen.findByText('李志愿者2')
    const row = bodyRows().find((r) => r.textContent?.includes('李志愿者2')) as HTMLElement
    fireEvent.click(within(row).getByRole('button', { name: '查看' }))
    const dialog = await screen.findByRole('dialog', { name: '李志愿者2' })
    expect(search().get('record')).toBe('9007199254740993001')
    expect(await within(dialog).findByText('广州市天河区体育西路 2 号')).toBeInTheDocument()
    expect(dialog.textContent).not.toContain('19900201')
    expect(calls.record).toEqual(['9007199254740993001'])
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(search().toString()).toBe('status=1')
  })

  it('reopens from the URL and shows a failure with retry', async () => {
    let failing = true
    renderList('/personnel/regist_audit?record=9007199254740993003', {
      fail: (kind) => (kind === 'record' && failing ? new Error('网络异常') : undefined),
    })
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('详情加载失败：网络异常')
    failing = false
    fireEvent.click(within(dialog).getByRole('button', { name: '重试' }))
    expect(await within(dialog).findByText('广州市天河区体育西路 4 号')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: '黄志愿者4' })).toBeInTheDocument()
  })
})

describe('ResourceList column settings', () => {
  it('hides a column, remembers it per admin and page, and resets', async () => {
    const storage = memoryStorage()
    const first = renderList(undefined, { storage })
    await screen.findByText('陈志愿者1')
    fireEvent.click(screen.getByRole('button', { name: '列设置' }))
    const item = await screen.findByRole('menuitemcheckbox', { name: '手机号码' })
    expect(item).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(item)
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '手机号码' })).toBeNull())
    expect(JSON.parse(storage.map.get('gdzyz.columns.1001.volunteers') ?? '{}')).toEqual({
      mobile: false,
    })
    first.unmount()

    renderList(undefined, { storage })
    await screen.findByText('陈志愿者1')
    expect(screen.queryByRole('columnheader', { name: '手机号码' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '列设置' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: '恢复默认' }))
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: '手机号码' })).toBeInTheDocument(),
    )
    expect(storage.map.size).toBe(0)
  })
})

describe('ResourceList export', () => {
  function captureDownload() {
    const files: { blob: Blob; name: string }[] = []
    let last: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      last = blob as Blob
      return 'blob:test'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (last) files.push({ blob: last, name: this.download })
    })
    return files
  }

  it('exports every row of the filters and sort with visible columns, long ids intact', async () => {
    const files = captureDownload()
    const { calls } = renderList('/personnel/regist_audit?status=2&sort=name&order=asc', {
      rows: 45,
    })
    await screen.findByText('张志愿者3')
    fireEvent.click(screen.getByRole('button', { name: '导出' }))
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 4000 })
    expect(calls.export[0]).toMatchObject({
      status: 2,
      sortField: 'name',
      sortOrder: 'asc',
      pageNum: 1,
      pageSize: 5000,
    })
    expect(calls.export[0]?.ids).toBeUndefined()
    expect(files[0]?.name).toMatch(/^实名制校验_\d{4}-\d{2}-\d{2}\.xlsx$/)
    const sheet = await sheetOf(files[0]?.blob)
    expect(sheet[0]).toEqual(['编号', '姓名', '身份证号', '手机号码', '地区', '状态', '创建时间'])
    expect(sheet).toHaveLength(16)
    expect(sheet.slice(1).every((row) => row[5] === '已驳回')).toBe(true)
    const first = sheet.find((row) => row[1] === '张志愿者3')
    expect(first?.[0]).toBe('9007199254740993002')
    expect(first?.[2]).toBe('440104199003011002')
    expect(await screen.findByRole('status', { name: '' })).toBeDefined()
    expect(screen.getByText(/已导出 15 条记录/)).toBeInTheDocument()
  })

  it('exports only the selected rows when some are selected', async () => {
    const files = captureDownload()
    const { calls } = renderList()
    await screen.findByText('陈志愿者1')
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 陈志愿者1' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 王志愿者6' }))
    fireEvent.click(screen.getByRole('button', { name: '导出' }))
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 4000 })
    expect(calls.export[0]?.ids).toEqual(['9007199254740993000', '9007199254740993005'])
    const sheet = await sheetOf(files[0]?.blob)
    expect(
      sheet
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(['王志愿者6', '陈志愿者1'])
  })

  it('shows progress with 取消, and a cancelled export makes no file', async () => {
    const files = captureDownload()
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    renderList(undefined, { rows: 45, hold: () => gate })
    await screen.findByText('陈志愿者1')
    fireEvent.click(screen.getByRole('button', { name: '导出' }))
    const progress = await screen.findByRole('progressbar', { name: '导出进度' })
    expect(progress).toHaveAttribute('aria-valuetext', '正在准备导出…')
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    await act(async () => release())
    expect(await screen.findByText('已取消导出，未生成文件。')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(files).toHaveLength(0)
  })

  it('reports progress as 已导出 x / y 条 page by page', async () => {
    const files = captureDownload()
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    renderList(undefined, { rows: 6200, hold: (query) => (query.pageNum === 2 ? gate : undefined) })
    await screen.findByText('陈志愿者1')
    fireEvent.click(screen.getByRole('button', { name: '导出' }))
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: '导出进度' })).toHaveAttribute(
        'aria-valuenow',
        '5000',
      ),
    )
    const progress = screen.getByRole('progressbar', { name: '导出进度' })
    expect(progress).toHaveAttribute('aria-valuemax', '6200')
    expect(progress).toHaveAttribute('aria-valuetext', '已导出 5000 / 6200 条')
    expect(screen.getByText('已导出 5000 / 6200 条')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '导出' })).toBeDisabled()
    await act(async () => release())
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 })
    expect(screen.getByText(/已导出 6200 条记录/)).toBeInTheDocument()
  })

  it('retries a failed page once, then stops with a message and no file', async () => {
    const files = captureDownload()
    const { calls } = renderList(undefined, {
      fail: (kind) => (kind === 'export' ? { msg: '服务器繁忙' } : undefined),
    })
    await screen.findByText('陈志愿者1')
    fireEvent.click(screen.getByRole('button', { name: '导出' }))
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      '导出失败：第 1 页两次加载都未成功（服务器繁忙），未生成文件，请稍后重试。',
    )
    expect(calls.export).toHaveLength(2)
    expect(files).toHaveLength(0)
  })
})

describe('ResourceList slots', () => {
  it('adds row actions, actions on the selection and detail content', async () => {
    const decide = vi.fn()
    renderList(undefined, {
      slots: {
        rowActions: (row) => <button type="button">通过 {String(row.name)}</button>,
        selectionActions: ({ ids, clear }) => (
          <button
            type="button"
            onClick={() => {
              decide(ids)
              clear()
            }}
          >
            批量通过
          </button>
        ),
        detailExtra: (record) => <p>审核记录 {String(record.id)}</p>,
      },
    })
    await screen.findByText('陈志愿者1')
    expect(screen.getByRole('button', { name: '通过 陈志愿者1' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '批量通过' })).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 李志愿者2' }))
    fireEvent.click(screen.getByRole('button', { name: '批量通过' }))
    expect(decide).toHaveBeenCalledWith(['9007199254740993001'])
    expect(screen.queryByText(/已选择/)).toBeNull()
    const row = bodyRows()[0] as HTMLElement
    fireEvent.click(within(row).getByRole('button', { name: '查看' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('审核记录 9007199254740993000')).toBeInTheDocument()
  })
})
