import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { analyse, BUDGETS, eagerScripts, missingSections, verdicts } from './check-bundle.mjs'

const KB = 1024

describe('eagerScripts', () => {
  it('lists the entry script and modulepreloads once, relative to the base', () => {
    const html = `<script type="module" crossorigin src="/admin/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/admin/assets/vendor-b.js">
      <link rel="stylesheet" href="/admin/assets/index-c.css">
      <script type="module" src="/admin/assets/index-a.js"></script>`
    expect(eagerScripts(html)).toEqual(['assets/index-a.js', 'assets/vendor-b.js'])
  })
})

describe('missingSections', () => {
  it('names the sections without a chunk of their own', () => {
    const files = ['assets/personnel-a1.js', 'assets/system-b2.js', 'assets/personnel-center-c.css']
    expect(missingSections(files, ['personnel', 'system', 'personal-center'])).toEqual([
      'personal-center',
    ])
  })
})

describe('verdicts', () => {
  const lazy = Array.from({ length: BUDGETS.minLazyChunks }, (_, i) => ({
    file: `assets/s${i}.js`,
    gzip: KB,
  }))

  it('passes a build within budgets', () => {
    expect(verdicts({ firstLoad: 199 * KB, lazy, mockHits: [] })).toEqual([])
  })

  it('tolerates a first load between target and guard but fails past the guard', () => {
    expect(verdicts({ firstLoad: 220 * KB, lazy, mockHits: [] })).toEqual([])
    expect(verdicts({ firstLoad: 231 * KB, lazy, mockHits: [] })).toEqual([
      'first load 231.0 KB > 230.0 KB',
    ])
  })

  it('fails an oversized lazy chunk, too few lazy chunks and mock code', () => {
    const failures = verdicts({
      firstLoad: 100 * KB,
      lazy: [{ file: 'assets/big.js', gzip: 51 * KB }],
      mockHits: ['assets/index.js: setupWorker'],
      missing: ['violation'],
    })
    expect(failures).toEqual([
      'assets/big.js 51.0 KB > 50.0 KB',
      `only 1 lazy chunks (expected >= ${BUDGETS.minLazyChunks})`,
      'no lazy chunk for section violation',
      'mock code in the production build: assets/index.js: setupWorker',
    ])
  })
})

describe('analyse', () => {
  let dist = ''
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('splits eager from lazy chunks and finds mock markers in any file', () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" src="/admin/assets/index.js"></script>',
    )
    writeFileSync(join(dist, 'assets/index.js'), 'x'.repeat(5000))
    writeFileSync(join(dist, 'assets/lazy.js'), 'export const a = 1')
    writeFileSync(join(dist, 'assets/system-x1.js'), 'import("msw")')
    writeFileSync(join(dist, 'mockServiceWorker.js'), 'self.addEventListener("fetch", f)')
    // The server's precompressed copies are read decompressed: their bytes are no evidence.
    writeFileSync(join(dist, 'assets/lazy.js.br'), brotliCompressSync('export const a = 1'))
    writeFileSync(join(dist, 'assets/system-x1.js.gz'), gzipSync('import("msw")'))
    const result = analyse(dist, { sections: ['system', 'violation'] })
    expect(result.eager).toEqual(['assets/index.js'])
    expect(result.firstLoad).toBeGreaterThan(0)
    expect(result.firstLoad).toBeLessThan(5000)
    expect(result.lazy.map((c: { file: string }) => c.file).sort()).toEqual([
      'assets/lazy.js',
      'assets/system-x1.js',
      'mockServiceWorker.js',
    ])
    expect(result.missing).toEqual(['violation'])
    expect(result.mockHits).toEqual([
      'assets/system-x1.js: \\bmsw\\b',
      'assets/system-x1.js.gz: \\bmsw\\b',
      'mockServiceWorker.js: mockServiceWorker',
    ])
  })
})
