import type { ListRow } from '@gdzyz/api-client'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it, vi } from 'vitest'
import type { CellContext } from '../cells'
import type { ExportQuery } from '../data-source'
import { ExportCancelledError, ExportPageError } from './fetch-all'
import { readXlsx } from './read-xlsx'
import { type ExportColumn, exportFileName, runExport } from './run-export'
import { columnName } from './xlsx-writer'

const cell: CellContext = {
  locale: 'zh-CN',
  status: 'audit',
  statusLabel: (key) => ({ pending: '待审核', approved: '已通过', rejected: '已驳回' })[key] ?? key,
}

const columns: ExportColumn[] = [
  { field: 'id', kind: 'id', header: '编号' },
  { field: 'name', kind: 'text', header: '姓名' },
  { field: 'idCard', kind: 'idCard', header: '身份证号' },
  { field: 'status', kind: 'status', header: '状态' },
  { field: 'amount', kind: 'money', header: '金额' },
]

const rows: ListRow[] = Array.from({ length: 23 }, (_, i) => ({
  id: (9007199254740993000n + BigInt(i)).toString(),
  name: i === 0 ? '<b>陈 & "志明"</b>\u0001' : `志愿者${i}`,
  idCard: '440104199001011234',
  status: i % 3,
  amount: i + 0.5,
}))

function server(list: readonly ListRow[]) {
  return vi.fn(async (query: ExportQuery, _signal?: AbortSignal) => {
    const start = (query.pageNum - 1) * query.pageSize
    return { total: list.length, list: list.slice(start, start + query.pageSize) }
  })
}

const job = (fetchPage: ReturnType<typeof server>, signal = new AbortController().signal) => ({
  title: '实名制校验',
  columns,
  query: { keyword: '陈', sortField: 'createTime', sortOrder: 'desc' as const },
  fetchPage,
  cell,
  signal,
  pageSize: 10,
  now: new Date(2026, 10, 23),
})

describe('runExport', () => {
  it('writes every page, headers as on screen, long ids and ID cards as text', async () => {
    const fetchPage = server(rows)
    const progress = vi.fn()
    const result = await runExport({ ...job(fetchPage), onProgress: progress })
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(fetchPage.mock.calls[2]?.[0]).toMatchObject({
      pageNum: 3,
      pageSize: 10,
      keyword: '陈',
      sortField: 'createTime',
      sortOrder: 'desc',
    })
    expect(progress.mock.calls).toEqual([
      [10, 23],
      [20, 23],
      [23, 23],
    ])
    expect(result.count).toBe(23)
    expect(result.fileName).toBe('实名制校验_2026-11-23.xlsx')
    const sheet = readXlsx(result.file)
    expect(sheet).toHaveLength(24)
    expect(sheet[0]).toEqual(['编号', '姓名', '身份证号', '状态', '金额'])
    expect(sheet[1]).toEqual([
      '9007199254740993000',
      '<b>陈 & "志明"</b>',
      '440104199001011234',
      '待审核',
      0.5,
    ])
    expect(sheet[23]?.[0]).toBe('9007199254740993022')
    // The id and the ID card are inline strings, not numbers Excel would round.
    const xml = strFromU8(unzipSync(result.file)['xl/worksheets/sheet1.xml'] as Uint8Array)
    expect(xml).toContain(
      '<c r="C2" t="inlineStr"><is><t xml:space="preserve">440104199001011234</t>',
    )
    expect(xml).toContain('<c r="E2"><v>0.5</v></c>')
  })

  it('exports only the selected ids when given', async () => {
    const fetchPage = server(rows.slice(0, 2))
    await runExport({ ...job(fetchPage), query: { ids: ['1', '2'] } })
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ ids: ['1', '2'], pageNum: 1 })
  })

  it('asks a failed page once more and goes on', async () => {
    const ok = server(rows)
    const fetchPage = vi.fn(async (query: ExportQuery, signal: AbortSignal) => {
      if (query.pageNum === 2 && fetchPage.mock.calls.filter(([q]) => q.pageNum === 2).length === 1)
        throw new Error('网络异常')
      return ok(query, signal)
    })
    const result = await runExport(job(fetchPage as never))
    expect(result.count).toBe(23)
    expect(fetchPage).toHaveBeenCalledTimes(4)
  })

  it('stops after the retry fails, with the page and no file', async () => {
    const ok = server(rows)
    const fetchPage = vi.fn(async (query: ExportQuery, signal: AbortSignal) => {
      if (query.pageNum === 2) throw new Error('网络异常')
      return ok(query, signal)
    })
    const error = await runExport(job(fetchPage as never)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ExportPageError)
    expect((error as ExportPageError).pageNum).toBe(2)
    expect(fetchPage).toHaveBeenCalledTimes(3)
  })

  it('stops when cancelled, without asking further pages', async () => {
    const controller = new AbortController()
    const ok = server(rows)
    const fetchPage = vi.fn(async (query: ExportQuery, signal: AbortSignal) => {
      if (query.pageNum === 2) controller.abort()
      return ok(query, signal)
    })
    const error = await runExport(job(fetchPage as never, controller.signal)).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ExportCancelledError)
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('does not retry a page that failed because of the cancel', async () => {
    const controller = new AbortController()
    const fetchPage = vi.fn(async () => {
      controller.abort()
      throw new DOMException('aborted', 'AbortError')
    })
    const error = await runExport(job(fetchPage as never, controller.signal)).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ExportCancelledError)
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })

  it('writes a header-only file for an empty result', async () => {
    const result = await runExport(job(server([])))
    expect(result.count).toBe(0)
    expect(readXlsx(result.file)).toEqual([['编号', '姓名', '身份证号', '状态', '金额']])
  })
})

describe('exportFileName', () => {
  it('drops characters file systems refuse', () => {
    expect(exportFileName('a/b:c*?', new Date(2024, 0, 5))).toBe('a b c_2024-01-05.xlsx')
    expect(exportFileName('', new Date(2024, 0, 5))).toBe('export_2024-01-05.xlsx')
  })
})

describe('columnName', () => {
  it('names columns like Excel', () => {
    expect([0, 7, 25, 26, 27, 701, 702].map(columnName)).toEqual([
      'A',
      'H',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ])
  })
})

describe('cancel', () => {
  it('does not wait for the page in flight', async () => {
    const controller = new AbortController()
    const fetchPage = vi.fn(() => new Promise<never>(() => undefined))
    const pending = runExport(job(fetchPage as never, controller.signal)).catch((e: unknown) => e)
    await Promise.resolve()
    controller.abort()
    expect(await pending).toBeInstanceOf(ExportCancelledError)
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })
})
