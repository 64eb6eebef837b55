// Budgets of the production console build (issue 8), read from apps/console/dist:
// - first load of /admin/ = the entry script plus every chunk index.html preloads: <= 200 KB gzip
//   (the CI guard fails above 230 KB);
// - every lazily loaded chunk <= 50 KB gzip, and lazy chunks must exist (a bundler that hoists
//   lazy code into the entry must not pass silently);
// - no mock or MSW code anywhere in the build.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const KB = 1024
export const BUDGETS = {
  firstLoad: 200 * KB,
  firstLoadGuard: 230 * KB,
  lazyChunk: 50 * KB,
  minLazyChunks: 8,
}
const MOCK_MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  '@mswjs',
  'msw/browser',
  'DEMO_ACCOUNTS',
  'gd_super',
]

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

/** Script and modulepreload URLs of index.html, relative to dist. */
export function eagerScripts(html, base = '/admin/') {
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map(
    (m) => m[1],
  )
  return [...new Set(urls)].map((url) => (url.startsWith(base) ? url.slice(base.length) : url))
}

export function analyse(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const eager = eagerScripts(html)
  const files = walk(dist)
  const js = files.filter((f) => f.endsWith('.js'))
  const eagerSet = new Set(eager.map((f) => join(dist, f)))
  const firstLoad = [...eagerSet].reduce((sum, f) => sum + gzipSize(f), 0)
  const lazy = js
    .filter((f) => !eagerSet.has(f))
    .map((f) => ({ file: relative(dist, f), gzip: gzipSize(f) }))
    .sort((a, b) => b.gzip - a.gzip)
  const mockHits = files.flatMap((f) => {
    const text = `${relative(dist, f)}\n${readFileSync(f, 'latin1')}`
    return MOCK_MARKERS.filter((m) => text.includes(m)).map((m) => `${relative(dist, f)}: ${m}`)
  })
  return { eager, firstLoad, lazy, mockHits }
}

export function verdicts({ firstLoad, lazy, mockHits }, budgets = BUDGETS) {
  const failures = []
  if (firstLoad > budgets.firstLoadGuard)
    failures.push(`first load ${kb(firstLoad)} > ${kb(budgets.firstLoadGuard)}`)
  for (const chunk of lazy) {
    if (chunk.gzip > budgets.lazyChunk)
      failures.push(`${chunk.file} ${kb(chunk.gzip)} > ${kb(budgets.lazyChunk)}`)
  }
  if (lazy.length < budgets.minLazyChunks)
    failures.push(`only ${lazy.length} lazy chunks (expected >= ${budgets.minLazyChunks})`)
  for (const hit of mockHits) failures.push(`mock code in the production build: ${hit}`)
  return failures
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = fileURLToPath(new URL('../../apps/console/dist', import.meta.url))
  const result = analyse(dist)
  console.log(
    `bundle: first load (entry + preloads, gzip) ${kb(result.firstLoad)}; target ${kb(BUDGETS.firstLoad)}, guard ${kb(BUDGETS.firstLoadGuard)}`,
  )
  for (const f of result.eager) console.log(`  eager  ${f}`)
  console.log(
    `bundle: ${result.lazy.length} lazy chunks, largest ${result.lazy[0] ? `${result.lazy[0].file} ${kb(result.lazy[0].gzip)}` : 'none'}; budget ${kb(BUDGETS.lazyChunk)} each`,
  )
  if (result.firstLoad > BUDGETS.firstLoad && result.firstLoad <= BUDGETS.firstLoadGuard)
    console.log('bundle: warning: first load is above the 200 KB target (within the guard)')
  const failures = verdicts(result)
  for (const f of failures) console.error(`bundle: FAIL ${f}`)
  if (failures.length) process.exit(1)
  console.log('bundle: budgets hold, no mock code in the build')
}
