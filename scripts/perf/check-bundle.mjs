// The production build check of the console, one check for everything, run by
// apps/console/scripts/check-dist.mjs (the console's `build` and the root `pnpm perf:bundle`):
// - first load of /admin/ = the entry script plus every chunk index.html preloads: <= 200 KB gzip
//   (target; CI fails above the 230 KB guard);
// - every lazily loaded chunk <= 50 KB gzip, and lazy chunks must exist: a bundler that hoists
//   lazy code into the entry must not pass silently; with `sections`, each section has its chunk;
// - no mock or MSW code (nor the mock service worker file) anywhere in the build.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

const KB = 1024
export const BUDGETS = {
  firstLoad: 200 * KB,
  firstLoadGuard: 230 * KB,
  lazyChunk: 50 * KB,
  minLazyChunks: 8,
}
const MOCK_MARKERS = [
  /mockServiceWorker/,
  /setupWorker/,
  /@mswjs/,
  /msw\/browser/,
  /\bmsw\b/,
  /DEMO_ACCOUNTS|DEMO_PASSWORD|Admin@2026/,
  /gd_super/,
]

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length

/** A file's text; the server's precompressed copies (`.br`, `.gz`) are read decompressed. */
function readText(file) {
  const bytes = readFileSync(file)
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('latin1')
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('latin1')
  return bytes.toString('latin1')
}

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

/** Sections (route chunk names) without their own `assets/<section>-<hash>.js` chunk. */
export function missingSections(files, sections) {
  const names = files.map((f) => f.split('/').pop() ?? '')
  return sections.filter(
    (section) => !names.some((n) => n.startsWith(`${section}-`) && n.endsWith('.js')),
  )
}

export function analyse(dist, { sections = [] } = {}) {
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
    const text = `${relative(dist, f)}\n${readText(f)}`
    return MOCK_MARKERS.filter((m) => m.test(text)).map((m) => `${relative(dist, f)}: ${m.source}`)
  })
  const missing = missingSections(
    lazy.map((c) => c.file),
    sections,
  )
  return { eager, firstLoad, lazy, mockHits, missing }
}

export function verdicts({ eager, firstLoad, lazy, mockHits, missing = [] }, budgets = BUDGETS) {
  const failures = []
  if (eager && eager.length === 0) failures.push('index.html loads no entry script')
  if (firstLoad > budgets.firstLoadGuard)
    failures.push(`first load ${kb(firstLoad)} > ${kb(budgets.firstLoadGuard)}`)
  for (const chunk of lazy) {
    if (chunk.gzip > budgets.lazyChunk)
      failures.push(`${chunk.file} ${kb(chunk.gzip)} > ${kb(budgets.lazyChunk)}`)
  }
  if (lazy.length < budgets.minLazyChunks)
    failures.push(`only ${lazy.length} lazy chunks (expected >= ${budgets.minLazyChunks})`)
  for (const section of missing) failures.push(`no lazy chunk for section ${section}`)
  for (const hit of mockHits) failures.push(`mock code in the production build: ${hit}`)
  return failures
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

/** Prints the figures and returns the failures (empty when the build passes). */
export function checkBundle(dist, options = {}) {
  const result = analyse(dist, options)
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
  if (!failures.length) console.log('bundle: budgets hold, no mock code in the build')
  return failures
}
