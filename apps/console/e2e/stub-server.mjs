// Serves the production build under /admin/ (SPA fallback, the deploy example's security
// headers) and answers /v2/api and /api from @gdzyz/api-mocks: the stub API for e2e tests.
// Usage: node e2e/stub-server.mjs [port]  (default 4174)
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { createServer as createViteServer, defaultServerConditions } from 'vite'

const app = new URL('..', import.meta.url).pathname
const dist = join(app, 'dist')
const port = Number(process.argv[2] ?? process.env.PORT ?? 4174)

// Load the TypeScript sources of the mocks through Vite (no package build needed).
const vite = await createViteServer({
  root: app,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  ssr: {
    noExternal: [/^@gdzyz\//],
    resolve: { conditions: ['@gdzyz/source', ...defaultServerConditions] },
  },
})
const { createMockRequestListener } = await vite.ssrLoadModule('@gdzyz/api-mocks/node')
const api = createMockRequestListener()

// The same headers as deploy/nginx.conf, so the tests prove the app runs under its CSP.
const conf = await readFile(join(app, 'deploy/nginx.conf'), 'utf8')
const headers = Object.fromEntries(
  [...conf.matchAll(/^\s*add_header ([\w-]+) "([^"]+)" always;/gm)].map((m) => [m[1], m[2]]),
)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

async function fileFor(pathname) {
  const relative = normalize(decodeURIComponent(pathname.slice('/admin/'.length)))
  if (relative.startsWith('..')) return null
  const file = join(dist, relative)
  try {
    return (await stat(file)).isFile() ? file : null
  } catch {
    return null
  }
}

const server = createServer(async (req, res) => {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/'
  if (/^\/(v2\/)?api\//.test(pathname)) return api(req, res)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (pathname === '/') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    return res.end('<!doctype html><title>site root</title><h1>site root</h1>')
  }
  if (!pathname.startsWith('/admin/')) {
    res.statusCode = 404
    return res.end('not found')
  }
  // As deploy/nginx.conf: the runtime configuration is revalidated on every start and never
  // answered with index.html.
  const exact = pathname.startsWith('/admin/assets/') || pathname === '/admin/config.json'
  if (pathname === '/admin/config.json') res.setHeader('Cache-Control', 'no-cache')
  const file = (await fileFor(pathname)) ?? (exact ? null : join(dist, 'index.html'))
  if (!file) {
    res.statusCode = 404
    return res.end('not found')
  }
  res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream')
  res.end(await readFile(file))
})
server.listen(port, '127.0.0.1', () => {
  console.log(`stub server: http://127.0.0.1:${port}/admin/ (dist + mock API)`)
})
