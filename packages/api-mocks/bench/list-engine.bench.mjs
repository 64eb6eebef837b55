// The demo backend answering the 100,000-row volunteer list: making the rows, then filtered,
// sorted pages (each a cache miss) and a full export in pages of 5000. Run: pnpm bench.
import { performance } from 'node:perf_hooks'
import { createMockBackend } from '../dist/index.js'

const CITIES = ['440100', '440300', '440600', '441900', '440400', '440700', '441300', '440500']
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const ms = (value) => `${value.toFixed(1)} ms`
const time = (run) => {
  const start = performance.now()
  const result = run()
  return [performance.now() - start, result]
}

const backend = createMockBackend()
const page = (query) => {
  const result = backend.listPage('volunteer_query', {
    pageNum: 1,
    pageSize: 20,
    sortOrder: 'asc',
    ...query,
  })
  if (!result.ok) throw new Error(result.msg)
  return result.page
}

const [firstView] = time(() => page({ sortField: 'createTime', sortOrder: 'desc' }))
const [made] = time(() => backend.prepare())
const filtered = []
let matches = 0
for (const [i, districtId] of CITIES.entries()) {
  const [took, result] = time(() =>
    page({
      keyword: i % 2 ? '陈' : '李',
      status: 0,
      districtId,
      sortField: 'name',
      sortOrder: i % 2 ? 'desc' : 'asc',
    }),
  )
  filtered.push(took)
  matches += result.total
}
const sortedAll = []
for (const sortField of ['name', 'mobile', 'serviceHours', 'idCard']) {
  sortedAll.push(time(() => page({ sortField, sortOrder: 'desc' }))[0])
}
const [exportTook, exported] = time(() => {
  let rows = 0
  for (let pageNum = 1; ; pageNum++) {
    const result = backend.listPage('volunteer_query', {
      pageNum,
      pageSize: 5000,
      sortField: 'createTime',
      sortOrder: 'desc',
    })
    if (!result.ok) throw new Error(result.msg)
    rows += result.page.list.length
    if (result.page.list.length < 5000) return rows
  }
})

console.log('demo backend, volunteer_query (100,000 rows)')
console.table([
  { case: 'default view before any row is made (first visit)', time: ms(firstView) },
  { case: 'make the seeded rows of every resource (prepare)', time: ms(made) },
  {
    case: `filtered + sorted page (keyword, status 0, city, by name), median of ${filtered.length}`,
    time: ms(median(filtered)),
    rows: Math.round(matches / filtered.length),
  },
  { case: 'whole list sorted by another column, median of 4', time: ms(median(sortedAll)) },
  { case: 'export: every row in pages of 5000', time: ms(exportTook), rows: exported },
])
