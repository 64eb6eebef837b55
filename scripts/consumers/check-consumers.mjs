// Consumer check, run by scripts/release-test.mjs once the packages are on its throw-away
// registry: two small apps committed beside this file (Vue 3 + Element Plus + vue-router, and
// React with react-hook-form, the Standard Schema resolver, TanStack Form and react-router) are
// copied to a temporary folder, installed (@gdzyz/* from that registry, everything else from the
// npm registry at the exact versions of their package.json), type-checked, built, served and
// opened in Chromium: a bad mobile number must show 手机号码有误，请重填 on blur.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'

const here = fileURLToPath(new URL('.', import.meta.url))
export const APPS = ['vue-element', 'react-forms']
const MOBILE_MESSAGE = '手机号码有误，请重填'
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
}

function sh(cmd, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(`${cmd} ${args.join(' ')} failed (${code}) in ${options.cwd}:\n${output}`),
          ),
    )
  })
}

// Static files with the SPA fallback both apps' routers need.
function serve(dist) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname))
    let file = join(dist, path)
    if (!file.startsWith(dist) || !existsSync(file) || path === '/') file = join(dist, 'index.html')
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
    res.end(readFileSync(file))
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server))
  })
}

async function withApp(dir, browser, check) {
  const server = await serve(join(dir, 'dist'))
  const page = await browser.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    await check(page, `http://127.0.0.1:${server.address().port}`)
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
  } finally {
    await page.close()
    server.close()
  }
}

async function expectText(locator, text, what) {
  try {
    await locator.getByText(text, { exact: true }).waitFor({ timeout: 10_000 })
  } catch {
    throw new Error(`${what}: "${text}" did not appear`)
  }
}

const checks = {
  async 'vue-element'(page, origin, pass) {
    await page.goto(`${origin}/`)
    await page.waitForURL(/\/login$/)
    pass('vue-element: the vue-router guard (decideNavigation) sends a signed-out user to /login')
    await page.goto(`${origin}/register`)
    const form = page.locator('form')
    await form.getByLabel('手机号码').fill('123')
    await form.getByLabel('手机号码').blur()
    await expectText(form, MOBILE_MESSAGE, 'Element Plus mobile on blur')
    pass(`vue-element: Element Plus el-form shows ${MOBILE_MESSAGE} on blur (toFormItemRule)`)
    await form.getByLabel('姓名').focus()
    await form.getByLabel('姓名').blur()
    await expectText(form, '请输入姓名', 'Element Plus required name on blur')
    await form.getByLabel('邮箱').focus()
    await form.getByLabel('邮箱').blur()
    await form.getByLabel('手机号码').fill('13800138000')
    await form.getByLabel('手机号码').blur()
    await form.getByText(MOBILE_MESSAGE).waitFor({ state: 'detached' })
    if ((await form.locator('.el-form-item__error').count()) !== 1) {
      throw new Error('vue-element: expected only the name error (the empty optional email passes)')
    }
    pass(
      'vue-element: required name says 请输入姓名, the empty optional email passes, a fixed mobile clears',
    )
  },
  async 'react-forms'(page, origin, pass) {
    await page.goto(`${origin}/`)
    await page.waitForURL(/\/login$/)
    pass('react-forms: AuthGuard (decideNavigation) sends a signed-out user to /login')
    await page.goto(`${origin}/forms`)
    for (const name of [
      'react-hook-form field level',
      'react-hook-form Standard Schema',
      'TanStack Form',
    ]) {
      const form = page.getByRole('form', { name })
      await form.getByLabel('手机号码').fill('123')
      await form.getByLabel('手机号码').blur()
      await expectText(form, MOBILE_MESSAGE, `${name} mobile on blur`)
      pass(`react-forms: ${name} shows ${MOBILE_MESSAGE} on blur`)
    }
    const schemaForm = page.getByRole('form', { name: 'react-hook-form Standard Schema' })
    await schemaForm.getByLabel('账号').fill('abc12345')
    await schemaForm.getByLabel('手机号码').fill('13800138000')
    await schemaForm.getByLabel('同意服务协议').check()
    await schemaForm.getByRole('button', { name: '注册' }).click()
    await page.locator('output').getByText('"agree":true').waitFor({ timeout: 10_000 })
    pass(
      'react-forms: the Standard Schema form submits with an empty optional email and a boolean field',
    )
  },
}

export async function checkConsumers({ work, env, chromiumPath }) {
  let passed = 0
  const pass = (what) => {
    passed += 1
    console.log(`consumer-test: ok ${what}`)
  }
  const dirs = APPS.map((app) => {
    const dir = join(work, app)
    cpSync(join(here, app), dir, {
      recursive: true,
      filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
    })
    return dir
  })
  const started = Date.now()
  await Promise.all(
    dirs.map((cwd) =>
      sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd, env }),
    ),
  )
  pass(`installed both apps in ${Math.round((Date.now() - started) / 1000)} s`)
  const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`
  for (const [i, cwd] of dirs.entries()) {
    let since = Date.now()
    await sh('npm', ['run', 'typecheck'], { cwd, env })
    pass(
      `${APPS[i]}: type-checks (${APPS[i] === 'vue-element' ? 'vue-tsc' : 'tsc'}, ${seconds(since)})`,
    )
    since = Date.now()
    await sh('npm', ['run', 'build'], { cwd, env })
    pass(`${APPS[i]}: builds (vite, ${seconds(since)})`)
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    for (const [i, dir] of dirs.entries()) {
      await withApp(dir, browser, (page, origin) => checks[APPS[i]](page, origin, pass))
    }
  } finally {
    await browser.close()
  }
  return passed
}
