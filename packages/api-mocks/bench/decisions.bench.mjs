// Audit decisions in the demo backend: one batch of 1,000 pending ids (state kept in a
// localStorage-like store, as in the browser), then the refresh the console makes afterwards:
// the pending list's first page and the dashboard counters of every audit list. Run: pnpm bench.
import { performance } from 'node:perf_hooks'
import { createMockBackend, DEMO_RESOURCES } from '../dist/index.js'

const items = new Map()
const storage = {
  getItem: (key) => items.get(key) ?? null,
  setItem: (key, value) => void items.set(key, value),
  removeItem: (key) => void items.delete(key),
}
const backend = createMockBackend({ storage })
const ms = (value) => `${value.toFixed(1)} ms`

const pendingOf = (name) => backend.listPage(name, { pageNum: 1, pageSize: 5000, status: 0 })
// The audit resource with the most pending rows.
const [def, pending] = DEMO_RESOURCES.filter((d) => d.audit)
  .map((d) => [d, pendingOf(d.name)])
  .filter(([, result]) => result.ok)
  .sort((a, b) => b[1].page.total - a[1].page.total)[0]
const resource = def.name
// Seeded audit lists are a few hundred rows: the batch is every pending row, then the decided
// rows (refused: already decided), then ids past the end (refused: unknown), 1,000 ids in all.
const all = backend.listPage(resource, { pageNum: 1, pageSize: 5000 })
const ids = [...new Set([...pending.page.list, ...all.page.list].map((row) => String(row.id)))]
for (let next = BigInt(ids.at(-1)) + 1n; ids.length < 1000; next++) ids.push(String(next))

const start = performance.now()
const answer = backend.decisions.many(
  resource,
  ids,
  { decision: 'reject', reason: '材料不全', idempotencyKey: 'bench-batch-1000' },
  'gd_super',
)
const applied = performance.now() - start
const accepted = answer.data.filter((r) => r.ok).length

const refreshStart = performance.now()
const page = backend.listPage(resource, {
  pageNum: 1,
  pageSize: 10,
  status: 0,
  sortField: def.defaultSort.field,
  sortOrder: def.defaultSort.order,
})
const counters = backend.pendingCounts()
const refreshed = performance.now() - refreshStart

const replayStart = performance.now()
backend.decisions.many(
  resource,
  ids,
  { decision: 'reject', reason: '材料不全', idempotencyKey: 'bench-batch-1000' },
  'gd_super',
)
const replayed = performance.now() - replayStart

console.log(
  `decisions: ${resource} (${def.count} rows): 1,000-id batch applied in ${ms(applied)} (${accepted} pending rows decided, ${1000 - accepted} refused per id, state ${(
    (items.values().next().value?.length ?? 0) / 1024
  ).toFixed(
    0,
  )} KB); list refresh (pending page + counters) ${ms(refreshed)}, ${page.ok ? page.page.total : '?'} still pending; replay of the same key ${ms(replayed)}`,
)
void counters
