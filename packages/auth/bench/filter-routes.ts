// Benchmark (not a test): filterRoutes over a 2,000-route tree. Prints median and p95.
import { filterRoutes } from '../src/filter-routes'
import type { AppRoute } from '../src/route-types'

const GROUPS = 100
const CHILDREN = 19 // 100 groups + 1,900 children = 2,000 routes
const title = { 'zh-CN': '标题', 'zh-TW': '標題' }

const routes: AppRoute[] = Array.from({ length: GROUPS }, (_, g) => ({
  path: `/group_${g}`,
  meta: { title, permission: `group_${g}` },
  children: Array.from({ length: CHILDREN }, (_, c) => ({
    path: `page_${c}`,
    meta: { title, permission: c % 4 === 0 ? '*' : `page_${g}_${c}`, hidden: c % 7 === 0 },
  })),
}))

// The user holds 80 % of the groups and half of the pages: a realistic mix of kept and dropped.
const codes = new Set<string>()
for (let g = 0; g < GROUPS; g++) {
  if (g % 5 !== 0) codes.add(`group_${g}`)
  for (let c = 0; c < CHILDREN; c += 2) codes.add(`page_${g}_${c}`)
}

const WARMUP = 500
const RUNS = 5_000
let sink = 0
for (let i = 0; i < WARMUP; i++) sink += filterRoutes(routes, codes).length
const samples = new Float64Array(RUNS)
for (let i = 0; i < RUNS; i++) {
  const start = performance.now()
  sink += filterRoutes(routes, codes).length
  samples[i] = performance.now() - start
}
samples.sort()
const at = (q: number) => samples[Math.min(RUNS - 1, Math.floor(q * RUNS))] ?? Number.NaN
const kept = filterRoutes(routes, codes)
const keptCount = kept.reduce((n, r) => n + 1 + (r.children?.length ?? 0), 0)

console.log(
  `filterRoutes: 2,000 routes (${GROUPS} groups x ${CHILDREN} pages), ${codes.size} codes, ${keptCount} kept`,
)
console.log(`runs ${RUNS} after ${WARMUP} warm-up, Node ${process.version}`)
console.log(
  `median ${(at(0.5) * 1000).toFixed(1)} µs   p95 ${(at(0.95) * 1000).toFixed(1)} µs   (checksum ${sink})`,
)
