import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { connect, type IncomingHttpHeaders } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selfSignedCert } from '../../../scripts/self-signed-cert.mjs'
import { compressedCopies } from '../build/precompress'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const BROTLI = process.env.NGINX_BROTLI_PATH ?? BROTLI_MODULE
const BIG_SCRIPT = `export const a = '${'x'.repeat(4096)}'`
const CONF = new URL('../deploy/nginx.conf', import.meta.url)
const toolsMissing = !existsSync(NGINX) || !existsSync(BROTLI)

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

// Skipped only outside CI: in CI a missing nginx or Brotli module must fail, not silently pass.
describe.skipIf(toolsMissing && !process.env.CI)('deploy/nginx.conf', () => {
  let dir = ''
  let base = ''
  let tlsPort = 0
  let tls: ReturnType<typeof selfSignedCert> | undefined
  let nginx: ChildProcess | undefined
  let backend: Server | undefined
  const seen: string[] = []

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gdzyz-nginx-'))
    await mkdir(join(dir, 'html/admin/assets'), { recursive: true })
    await mkdir(join(dir, 'logs'))
    await writeFile(join(dir, 'html/admin/index.html'), '<!doctype html><title>console</title>')
    await writeFile(join(dir, 'html/admin/assets/app-abc.js'), 'export {}')
    await writeFile(join(dir, 'html/admin/assets/big-abc.js'), BIG_SCRIPT)
    // The copies the build writes beside each hashed asset.
    for (const copy of compressedCopies('assets/big-abc.js', BIG_SCRIPT)) {
      await writeFile(join(dir, 'html/admin', copy.fileName), copy.source)
    }
    // Worker processes run as an unprivileged user when the test runs as root.
    await chmod(dir, 0o755)
    backend = createServer((req, res) => {
      seen.push(req.url ?? '')
      res.setHeader('Content-Type', 'application/json')
      res.end('{"code":1,"msg":"ok"}')
    })
    await new Promise<void>((resolve) => backend?.listen(0, '127.0.0.1', resolve))
    const apiPort = (backend.address() as AddressInfo).port
    const port = await freePort()
    tlsPort = await freePort()
    tls = selfSignedCert()
    const conf = (await readFile(CONF, 'utf8'))
      .replace(BROTLI_MODULE, BROTLI)
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replace('listen 8443 ', `listen 127.0.0.1:${tlsPort} `)
      .replace('/etc/nginx/tls/console.crt', tls.certFile)
      .replace('/etc/nginx/tls/console.key', tls.keyFile)
      .replace('root /usr/share/nginx/html;', `root ${join(dir, 'html')};`)
      .replace('server 127.0.0.1:9000;', `server 127.0.0.1:${apiPort};`)
    await writeFile(join(dir, 'nginx.conf'), conf)
    const globals = `daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'logs/error.log')};`
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', globals], {
      stdio: 'ignore',
    })
    base = `http://127.0.0.1:${port}`
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`${base}/admin/`)
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    throw new Error(await readFile(join(dir, 'logs/error.log'), 'utf8').catch(() => 'no start'))
  })

  afterAll(async () => {
    nginx?.kill('SIGTERM')
    await new Promise((resolve) => backend?.close(resolve))
    if (dir) await rm(dir, { recursive: true, force: true })
    if (tls) await rm(tls.dir, { recursive: true, force: true })
  })

  it('serves the app with the security headers', async () => {
    const res = await fetch(`${base}/admin/`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>console</title>')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
  })

  it('falls back to index.html for deep links, with the headers', async () => {
    const res = await fetch(`${base}/admin/personnel/regist_audit?pageNum=2`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>console</title>')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('serves hashed assets with a long cache and 404s missing ones', async () => {
    const asset = await fetch(`${base}/admin/assets/app-abc.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('max-age=31536000')
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    const missing = await fetch(`${base}/admin/assets/missing.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it.each([
    ['br', 'br, gzip', 'br'],
    ['gzip', 'gzip', 'gzip'],
  ])(
    "sends the build's %s copy as it is to clients that accept it",
    async (_name, accept, encoding) => {
      const res = await fetch(`${base}/admin/assets/big-abc.js`, {
        headers: { 'accept-encoding': accept },
      })
      const copy = compressedCopies('assets/big-abc.js', BIG_SCRIPT).find((c) =>
        c.fileName.endsWith(encoding === 'br' ? '.br' : '.gz'),
      )
      expect(res.headers.get('content-encoding')).toBe(encoding)
      // The file on disk, not a compression made for this request (that one has no length).
      expect(res.headers.get('content-length')).toBe(String(copy?.source.length))
      expect(res.headers.get('vary')).toBe('Accept-Encoding')
      expect(res.headers.get('cache-control')).toBe('max-age=31536000')
      expect(await res.text()).toBe(BIG_SCRIPT)
    },
  )

  it('speaks HTTP/2 over TLS, with the Brotli copy and the security headers', async () => {
    const session = connect(`https://127.0.0.1:${tlsPort}`, { ca: tls?.cert })
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const stream = session.request({
          ':path': '/admin/assets/big-abc.js',
          'accept-encoding': 'gzip, deflate, br',
        })
        const chunks: Buffer[] = []
        let answer: IncomingHttpHeaders = {}
        stream.on('response', (received) => {
          answer = received
        })
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => resolve({ headers: answer, body: Buffer.concat(chunks) }))
        stream.on('error', reject)
      },
    )
    expect(session.alpnProtocol).toBe('h2')
    session.close()
    expect(headers[':status']).toBe(200)
    expect(headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(body).toString()).toBe(BIG_SCRIPT)
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends assets uncompressed to clients that accept no encoding', async () => {
    const res = await fetch(`${base}/admin/assets/big-abc.js`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe(BIG_SCRIPT)
  })

  it('gzips what the build did not compress ahead (the budgets are gzip sizes)', async () => {
    const big = join(dir, 'html/admin/big.json')
    await writeFile(big, JSON.stringify({ text: 'y'.repeat(4096) }))
    const res = await fetch(`${base}/admin/big.json`, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('content-length')).toBeNull()
    expect(await res.json()).toEqual({ text: 'y'.repeat(4096) })
    await rm(big)
  })

  it('proxies /v2/api and /api to the backend', async () => {
    const res = await fetch(`${base}/v2/api/gdzyz/home/announcement/list?showType=4`)
    expect(await res.json()).toEqual({ code: 1, msg: 'ok' })
    await fetch(`${base}/api/hszh/pcLoginToken`)
    expect(seen).toEqual([
      '/v2/api/gdzyz/home/announcement/list?showType=4',
      '/api/hszh/pcLoginToken',
    ])
  })

  it('serves config.json revalidated on every start, and a missing one as a 404 (not index.html)', async () => {
    const config = join(dir, 'html/admin/config.json')
    await writeFile(config, '{"helpUrl":"https://help.one.example/"}')
    const first = await fetch(`${base}/admin/config.json`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('content-type')).toBe('application/json')
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await first.json()).toEqual({ helpUrl: 'https://help.one.example/' })
    // Changed on disk, no rebuild: the next start reads the new file.
    await writeFile(config, '{"helpUrl":"https://help.two.example/"}')
    const second = await fetch(`${base}/admin/config.json`)
    expect(await second.json()).toEqual({ helpUrl: 'https://help.two.example/' })
    await rm(config)
    const missing = await fetch(`${base}/admin/config.json`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('<title>console</title>')
  })

  it('does not serve files outside /admin/', async () => {
    const res = await fetch(`${base}/nginx.conf`)
    expect(res.status).toBe(404)
  })
})
