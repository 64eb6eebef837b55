// The static Storybook as a designer opens it inside the company network: served from
// packages/ui-shell/storybook-static on a loopback port, in Chromium with every request to
// another host refused. Fails on any such request (a composed external Storybook, a web font,
// a CDN script), on the "Something went wrong" panel, or when changing a control does not
// change the story. SHOTS_DIR=<dir> saves screenshots.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'

const dist = fileURLToPath(new URL('../packages/ui-shell/storybook-static/', import.meta.url))
const shots = process.env.SHOTS_DIR
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error('storybook-offline: build it first (pnpm build-storybook)')
  process.exit(1)
}
if (shots) mkdirSync(shots, { recursive: true })

const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname))
  const file = join(dist, path === '/' ? 'index.html' : path)
  if (!file.startsWith(dist) || !existsSync(file)) {
    res.statusCode = 404
    res.end()
    return
  }
  res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
  res.end(readFileSync(file))
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${server.address().port}`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const failures = []
let passed = 0
const check = (ok, what) => {
  if (ok) passed += 1
  else failures.push(what)
  console.log(`storybook-offline: ${ok ? 'ok' : 'FAILED'} ${what}`)
}

try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const external = []
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue()
    }
    external.push(url)
    return route.abort('internetdisconnected')
  })
  const page = await context.newPage()
  const pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(error.message))

  await page.goto(`${origin}/?path=/story/shell-banneddialog--open`)
  const preview = page.frameLocator('#storybook-preview-iframe')
  const dialog = preview.getByRole('alertdialog')
  await dialog.waitFor({ timeout: 30_000 })
  // A composed reference shows its error panel once its fetch fails, shortly after start.
  await page.waitForTimeout(2000)
  if (shots) await page.screenshot({ path: join(shots, 'storybook-offline-start.png') })
  const errorPanel = await page.getByText(/Something went wrong/i).count()
  check(errorPanel === 0, 'no "Something went wrong" panel in the sidebar')

  await page.getByRole('tab', { name: /Controls/ }).click()
  const openToggle = page.locator('label:has(#control-open)').getByText('False', { exact: true })
  await openToggle.waitFor({ timeout: 10_000 })
  if (shots) await page.screenshot({ path: join(shots, 'storybook-offline-controls-before.png') })
  await openToggle.click()
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 }).then(
    () => check(true, 'turning off the "open" control of BannedDialog closes the dialog'),
    () => check(false, 'turning off the "open" control of BannedDialog closes the dialog'),
  )
  if (shots) await page.screenshot({ path: join(shots, 'storybook-offline-controls-after.png') })

  await page.goto(`${origin}/?path=/docs/foundations-colours--docs`)
  await preview
    .getByText('brand.600')
    .first()
    .waitFor({ timeout: 30_000 })
    .then(
      () => check(true, 'the Foundations colours page renders the shell tokens'),
      () => check(false, 'the Foundations colours page renders the shell tokens'),
    )
  if (shots) await page.screenshot({ path: join(shots, 'storybook-offline-foundations.png') })

  check(
    external.length === 0,
    `no request left the machine${external.length ? `: ${external.join(', ')}` : ''}`,
  )
  check(
    pageErrors.length === 0,
    `no page errors${pageErrors.length ? `: ${pageErrors.join('; ')}` : ''}`,
  )
} finally {
  await browser.close()
  server.close()
}
console.log(`storybook-offline: ${passed} passed, ${failures.length} failed`)
if (failures.length) process.exitCode = 1
