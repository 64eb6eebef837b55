import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type IncomingHttpHeaders } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selfSignedCert } from '../self-signed-cert.mjs'
import { precompressedCopy, startCompressingProxy } from './compressing-proxy.mjs'

const SCRIPT = `export const a = '${'x'.repeat(4096)}'`
const BR = brotliCompressSync(SCRIPT)
const GZ = gzipSync(SCRIPT, { level: 9 })

describe('compressing proxy (the Lighthouse front server)', () => {
  let dist = ''
  let upstream: Server
  let proxy: Server
  let secure: Server
  let base = ''
  const tls = selfSignedCert()

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'proxy-dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'assets/app-1.js'), SCRIPT)
    writeFileSync(join(dist, 'assets/app-1.js.br'), BR)
    writeFileSync(join(dist, 'assets/app-1.js.gz'), GZ)
    writeFileSync(join(dist, 'secret.js.br'), 'not an asset')
    upstream = createServer((req, res) => {
      const found = req.url?.startsWith('/admin/')
      res.writeHead(found ? 200 : 404, { 'content-type': 'text/javascript' })
      res.end(found ? SCRIPT : 'missing')
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    proxy = await startCompressingProxy((upstream.address() as AddressInfo).port, { dist })
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    secure = await startCompressingProxy((upstream.address() as AddressInfo).port, {
      dist,
      tls: { key: tls.key, cert: tls.cert },
    })
  })

  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve))
    await new Promise((resolve) => secure.close(resolve))
    rmSync(tls.dir, { recursive: true, force: true })
    await new Promise((resolve) => upstream.close(resolve))
    rmSync(dist, { recursive: true, force: true })
  })

  it.each([
    ['gzip, deflate, br, zstd', 'br', BR.length],
    ['gzip', 'gzip', GZ.length],
  ])('answers %s with the build copy of a hashed asset', async (accept, encoding, length) => {
    const res = await fetch(`${base}/admin/assets/app-1.js`, {
      headers: { 'accept-encoding': accept },
    })
    expect(res.headers.get('content-encoding')).toBe(encoding)
    expect(res.headers.get('content-length')).toBe(String(length))
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(await res.text()).toBe(SCRIPT)
  })

  it('gzips other text per request and leaves it alone for clients without gzip', async () => {
    const gzipped = await fetch(`${base}/admin/dashboard`, {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(await gzipped.text()).toBe(SCRIPT)
    const plain = await fetch(`${base}/admin/assets/app-1.js`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(SCRIPT)
  })

  it('with a certificate serves HTTP/2 over TLS, copies and per-request gzip alike', async () => {
    const session = connect(`https://127.0.0.1:${(secure.address() as AddressInfo).port}`, {
      ca: tls.cert,
    })
    const get = (path: string, accept: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': path, 'accept-encoding': accept })
        const chunks: Buffer[] = []
        let headers: IncomingHttpHeaders = {}
        stream.on('response', (received) => {
          headers = received
        })
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }))
        stream.on('error', reject)
      })
    const asset = await get('/admin/assets/app-1.js', 'gzip, deflate, br')
    const page = await get('/admin/dashboard', 'gzip')
    expect(session.alpnProtocol).toBe('h2')
    session.close()
    expect(asset.headers[':status']).toBe(200)
    expect(asset.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(asset.body).toString()).toBe(SCRIPT)
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(page.headers['transfer-encoding']).toBeUndefined()
  })

  it('passes errors through without a copy', async () => {
    const res = await fetch(`${base}/elsewhere/assets/app-1.js`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-encoding')).toBeNull()
  })

  it('picks copies only inside assets/, whatever the path says', () => {
    expect(precompressedCopy(dist, '/admin/', '/admin/assets/app-1.js?v=1', 'br')?.encoding).toBe(
      'br',
    )
    expect(precompressedCopy(dist, '/admin/', '/admin/assets/app-1.js', 'brotli')).toBeNull()
    expect(precompressedCopy(dist, '/admin/', '/admin/assets/../secret.js', 'br')).toBeNull()
    expect(precompressedCopy(dist, '/admin/', '/admin/assets/%2e%2e/secret.js', 'br')).toBeNull()
    expect(precompressedCopy(dist, '/admin/', '/admin/secret.js', 'br')).toBeNull()
    expect(precompressedCopy(dist, '/admin/', '/admin/assets/%E0%A4%A.js', 'br')).toBeNull()
  })
})
