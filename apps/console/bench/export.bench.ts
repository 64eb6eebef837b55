// Benchmark (not a test): the .xlsx of 100,000 rows x 8 columns built from already-fetched
// export pages (20 pages of 5000), as the list screen's 导出 does. Prints the time and the JS
// heap's peak growth (sampled while the sheet is written). Run with --expose-gc: pnpm bench.
import type { ListRow } from '@gdzyz/api-client'
import type { CellContext } from '../src/lists/cells'
import { readXlsx } from '../src/lists/export/read-xlsx'
import { type ExportColumn, runExport } from '../src/lists/export/run-export'

const ROWS = 100_000
const PAGE = 5000
const RUNS = 3

const columns: ExportColumn[] = [
  { field: 'id', kind: 'id', header: '编号' },
  { field: 'name', kind: 'text', header: '姓名' },
  { field: 'idCard', kind: 'idCard', header: '身份证号' },
  { field: 'mobile', kind: 'mobile', header: '手机号码' },
  { field: 'districtId', kind: 'district', header: '地区' },
  { field: 'status', kind: 'status', header: '状态' },
  { field: 'createTime', kind: 'dateTime', header: '创建时间' },
  { field: 'hours', kind: 'number', header: '服务时长' },
]

const pages: ListRow[][] = []
for (let p = 0; p < ROWS / PAGE; p++) {
  const list: ListRow[] = []
  for (let i = 0; i < PAGE; i++) {
    const n = p * PAGE + i
    list.push({
      id: (9007199254740993000n + BigInt(n)).toString(),
      name: `陈志愿者${n}`,
      idCard: `44010419900101${String(n % 10000).padStart(4, '0')}`,
      mobile: `138${String(n).padStart(8, '0')}`,
      districtId: n % 2 ? '440100' : '440300',
      status: n % 3,
      createTime: `2024-05-${String((n % 28) + 1).padStart(2, '0')} 10:00:00`,
      hours: (n % 400) / 4,
    })
  }
  pages.push(list)
}

const gc = (globalThis as { gc?: () => void }).gc
let base = 0
let peak = 0
const sample = () => {
  const used = process.memoryUsage().heapUsed
  if (used > peak) peak = used
}
let calls = 0
const cell: CellContext = {
  locale: 'zh-CN',
  status: 'audit',
  // Called once per row (the status column): a cheap place to sample the heap while writing.
  statusLabel: (key) => {
    if (++calls % 2000 === 0) sample()
    return key === 'pending' ? '待审核' : key === 'approved' ? '已通过' : '已驳回'
  },
}

const results: { ms: number; heapMB: number; fileMB: number }[] = []
for (let run = 0; run < RUNS; run++) {
  gc?.()
  base = process.memoryUsage().heapUsed
  peak = base
  const started = performance.now()
  const result = await runExport({
    title: '志愿者查询',
    columns,
    query: {},
    fetchPage: async (query) => ({ total: ROWS, list: pages[query.pageNum - 1] ?? [] }),
    cell,
    signal: new AbortController().signal,
  })
  sample()
  const ms = performance.now() - started
  results.push({ ms, heapMB: (peak - base) / 2 ** 20, fileMB: result.file.length / 2 ** 20 })
  if (run === RUNS - 1) {
    const sheet = readXlsx(result.file)
    if (sheet.length !== ROWS + 1 || sheet[ROWS]?.[0] !== '9007199254741092999')
      throw new Error('the workbook does not hold every row with its long id')
  }
}

if (!gc) console.log('(run with node --expose-gc for a clean heap baseline)')
console.log(
  `Export .xlsx of ${ROWS.toLocaleString('en')} rows x ${columns.length} columns from ${ROWS / PAGE} fetched pages (targets: 5 s, 200 MB)`,
)
console.table(
  results.map((r, i) => ({
    run: i + 1,
    'time ms': r.ms.toFixed(0),
    'peak JS heap growth MB': r.heapMB.toFixed(1),
    'file MB': r.fileMB.toFixed(1),
  })),
)
