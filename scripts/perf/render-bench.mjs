// Render benchmark: builds the harness in ./render with Vite (production React),
// serves it with Vite's preview server on loopback and reads the marks from Chromium.
// Run: pnpm bench (or node scripts/perf/render-bench.mjs).
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { build, defaultClientConditions, preview } from 'vite'

const root = fileURLToPath(new URL('./render/', import.meta.url))
const outDir = fileURLToPath(new URL('../../node_modules/.cache/render-bench/', import.meta.url))
// The harness imports what the console app depends on; resolve bare imports from there.
const appImporter = fileURLToPath(new URL('../../apps/console/src/main.tsx', import.meta.url))
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const fromApp = {
  name: 'resolve-from-console',
  async resolveId(source, importer) {
    if (!importer?.startsWith(root) || source.startsWith('.') || source.startsWith('/')) return null
    return this.resolve(source, appImporter, { skipSelf: true })
  },
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

export async function renderBench({ only } = {}) {
  await build({
    root,
    base: './',
    logLevel: 'error',
    configFile: false,
    mode: 'production',
    plugins: [fromApp],
    esbuild: { jsx: 'automatic' },
    resolve: { conditions: ['@gdzyz/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const url = server.resolvedUrls?.local[0]
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const errors = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(only ? `${url}?only=${only}` : url)
    await page.waitForFunction(() => window.renderBenchDone === true, null, { timeout: 120_000 })
    if (errors.length) throw new Error(`harness failed: ${errors.join('; ')}`)
    const result = await page.evaluate(() => window.renderBench)
    const version = browser.version()
    return { ...result, version }
  } finally {
    await browser.close()
    await new Promise((resolve) => server.httpServer.close(resolve))
  }
}

const rows = (samples, labels) =>
  Object.entries(labels).map(([key, label]) => {
    const values = samples.map((s) => s[key])
    return {
      measure: label,
      'first run ms': values[0].toFixed(1),
      'median ms': median(values.slice(1)).toFixed(1),
      'max ms': Math.max(...values.slice(1)).toFixed(1),
    }
  })

const structureRows = (result) => [
  ...rows(result.orgTree, {
    open: `组织树 open a district (${result.orgTree[0].shown} of ${result.orgs} organisations rendered)`,
    down: '组织树 ArrowDown in that level',
    end: '组织树 End (focus the last row, below that level)',
    typeAhead: '组织树 type-ahead with no match (pinyin initials of every row)',
    search: '组织树 search opening the path to a match in that level',
  }),
  ...rows(result.grantTree, {
    first: `权限分配 tree first render (${result.grantCodes} codes, ${result.grantTree[0].boxes} checkboxes)`,
    all: '权限分配 全选',
    search: `权限分配 search (${result.grantTree[0].found} checkboxes left)`,
    clear: '权限分配 clear the search',
  }),
]

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
  const result = await renderBench({ only })
  if (result.orgTree.some((s) => s.focusedLast !== 1))
    throw new Error('End did not focus the last row')
  if (only) {
    console.log(
      `Render in Chromium ${result.version} (${result.orgTree.length} runs, median excludes the first)`,
    )
    console.table(structureRows(result))
    process.exit(0)
  }
  console.log(
    `Render in Chromium ${result.version} (production React, layout included; ${result.sidebar.length} runs, median excludes the first)`,
  )
  console.table([
    ...rows(result.sidebar, {
      first: `Sidebar first render (${result.sidebar[0].visible} of ${result.menuItems} items open)`,
      expand: 'Sidebar expand one group',
      expandAll: `Sidebar expand all groups (${result.sidebar[0].all} items shown)`,
      collapse: 'Sidebar collapse toggle',
    }),
    ...rows(result.tags, {
      first: `TagsView first render (${result.tags50} tags)`,
      switchTag: 'TagsView switch active tag',
      close: 'TagsView close one tag',
    }),
    ...rows(result.list, {
      first: `List table first render (${result.list[0].bodyRows} rows x 8 columns, selection)`,
      sort: 'List table sort toggle (new order from the server)',
      selectPage: `List table select the page (${result.list[0].checked} rows checked)`,
    }),
    ...structureRows(result),
  ])
}
