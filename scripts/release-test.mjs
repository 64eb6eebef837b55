// End-to-end proof of the release path: a throw-away Verdaccio on a loopback port, every
// package published with `changeset publish` (through scripts/release.mjs), then a fresh
// project outside the workspace installs @gdzyz/validators and @gdzyz/auth from it and
// checks an ESM import, a CJS require and `tsc --noEmit` against their types; then the consumer
// apps of scripts/consumers (Vue + Element Plus, React forms) install them from the same registry,
// type-check, build and run in Chromium. Verdaccio is stopped afterwards whatever happens.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkConsumers } from './consumers/check-consumers.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'gdzyz-release-'))
let verdaccio

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const step = (title) => console.log(`release-test: ${title}`)

function run(cmd, args, options = {}) {
  return execFileSync(cmd, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    ...options,
  })
}

async function waitFor(url, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`Verdaccio did not answer at ${url} within ${timeoutMs} ms`)
}

async function addUser(registry) {
  const name = 'release-test'
  const res = await fetch(`${registry}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: 'release-test-password', type: 'user', roles: [] }),
  })
  const body = await res.json()
  if (!body.token) throw new Error(`Verdaccio refused the test user: ${JSON.stringify(body)}`)
  return body.token
}

async function main() {
  const port = await freePort()
  const registry = `http://127.0.0.1:${port}/`
  const host = registry.replace(/^http:/, '')

  writeFileSync(
    join(work, 'verdaccio.yaml'),
    [
      `storage: ${join(work, 'storage')}`,
      'auth:',
      `  htpasswd: { file: ${join(work, 'htpasswd')}, max_users: 10 }`,
      'uplinks: {}',
      'packages:',
      "  '@gdzyz/*': { access: $all, publish: $authenticated }",
      'log: { type: stdout, format: pretty, level: error }',
      'logs: { type: stdout, format: pretty, level: error }',
    ].join('\n'),
  )
  step(`starting Verdaccio on ${registry}`)
  verdaccio = spawn(
    join(root, 'node_modules/.bin/verdaccio'),
    ['--config', join(work, 'verdaccio.yaml'), '--listen', `127.0.0.1:${port}`],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  await waitFor(`${registry}-/ping`)
  const token = await addUser(registry)

  const npmrc = join(work, 'npmrc')
  writeFileSync(npmrc, `@gdzyz:registry=${registry}\n${host}:_authToken=${token}\n`)
  const env = { ...process.env, NPM_CONFIG_USERCONFIG: npmrc, CI: 'true' }

  step('publishing with changeset publish')
  run('node', [join(root, 'scripts/release.mjs'), '--prebuilt', '--no-git-tag'], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  for (const name of ['@gdzyz/validators', '@gdzyz/auth', '@gdzyz/api-client', '@gdzyz/ui-shell']) {
    const version = run('npm', ['view', name, 'version'], { env }).trim()
    step(`${name}@${version} is on the registry`)
  }

  const app = join(work, 'consumer')
  run('mkdir', ['-p', app])
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  )
  step('installing @gdzyz/validators and @gdzyz/auth in a fresh project')
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '@gdzyz/validators', '@gdzyz/auth', 'typescript@5.9.3'],
    { cwd: app, env, stdio: 'inherit' },
  )

  writeFileSync(
    join(app, 'esm.mjs'),
    [
      "import assert from 'node:assert/strict'",
      "import { isMobile, rules } from '@gdzyz/validators'",
      "import { filterRoutes, hashPassword } from '@gdzyz/auth'",
      "assert.equal(isMobile('13800138000'), true)",
      "assert.equal(rules.mobile.validate('12345'), '手机号码有误，请重填')",
      "assert.equal(hashPassword('Admin@2026').length, 32)",
      "const kept = filterRoutes([{ path: '/a', meta: { permission: 'x', title: { 'zh-CN': 'A', 'zh-TW': 'A' } } }], new Set())",
      'assert.equal(kept.length, 0)',
      "console.log('esm ok')",
    ].join('\n'),
  )
  writeFileSync(
    join(app, 'cjs.cjs'),
    [
      "const assert = require('node:assert/strict')",
      "const { isIdCard } = require('@gdzyz/validators')",
      "const { isExternalLink } = require('@gdzyz/auth')",
      "assert.equal(isIdCard('11010519491231002X'), true)",
      "assert.equal(isExternalLink('https://example.org'), true)",
      "console.log('cjs ok')",
    ].join('\n'),
  )
  writeFileSync(
    join(app, 'types.ts'),
    [
      "import { rules, type RuleKey } from '@gdzyz/validators'",
      "import { filterRoutes, type AppRoute } from '@gdzyz/auth'",
      "const key: RuleKey = 'idCard'",
      "const routes: AppRoute[] = [{ path: '/x', meta: { title: { 'zh-CN': '甲', 'zh-TW': '甲' } } }]",
      'const kept: AppRoute[] = filterRoutes(routes, new Set<string>())',
      'const ok: true | string = rules[key].validate(String(kept.length))',
      'export { ok }',
    ].join('\n'),
  )
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'node16',
        moduleResolution: 'node16',
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['types.ts'],
    }),
  )
  console.log(run('node', ['esm.mjs'], { cwd: app }).trim())
  console.log(run('node', ['cjs.cjs'], { cwd: app }).trim())
  run(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: app, stdio: 'inherit' })
  console.log('tsc ok')

  step('consumer apps: Vue + Element Plus and React forms')
  const started = Date.now()
  const consumerChecks = await checkConsumers({
    work,
    env,
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  })
  step(`consumer apps: ${consumerChecks} checks in ${Math.round((Date.now() - started) / 1000)} s`)
  return 3 + consumerChecks
}

function stopVerdaccio() {
  if (verdaccio && verdaccio.exitCode === null) {
    try {
      process.kill(-verdaccio.pid, 'SIGTERM')
    } catch {}
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopVerdaccio()
    process.exit(1)
  })
}

try {
  const passed = await main()
  console.log(`release-test: ${passed} passed, 0 failed`)
} catch (error) {
  console.error(`release-test: ${error.message}`)
  process.exitCode = 1
} finally {
  stopVerdaccio()
  rmSync(work, { recursive: true, force: true })
}
