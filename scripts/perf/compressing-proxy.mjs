// The Lighthouse run's front server, compressing the way apps/console/deploy/nginx.conf does:
// the stub server sends files uncompressed, and Lighthouse's throttling simulation charges the
// bytes on the wire. Hashed assets go out as the build's precompressed copies (`*.br` to
// browsers that accept Brotli, else `*.gz`); other text is gzipped per request.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { join, sep } from 'node:path'
import { createGzip } from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
]

const accepts = (header, encoding) => new RegExp(`(^|[\\s,])${encoding}($|[\\s,;])`).test(header)

/** The precompressed copy to send for `url`, as nginx's brotli_static / gzip_static pick it. */
export function precompressedCopy(dist, base, url, acceptEncoding = '') {
  const path = decodeURIComponent(url.split('?')[0] ?? '')
  if (!path.startsWith(`${base}assets/`)) return null
  const file = join(dist, path.slice(base.length))
  if (!file.startsWith(`${join(dist, 'assets')}${sep}`)) return null
  for (const [encoding, extension] of COPIES) {
    if (accepts(acceptEncoding, encoding) && existsSync(`${file}${extension}`))
      return { encoding, file: `${file}${extension}` }
  }
  return null
}

/** Listens on a free loopback port in front of `target` (the stub server's port). */
export function startCompressingProxy(target, { dist, base = '/admin/' }) {
  const server = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers }
        const accept = req.headers['accept-encoding'] ?? ''
        const copy =
          answer.statusCode === 200 ? precompressedCopy(dist, base, req.url ?? '', accept) : null
        const gzip =
          !copy && COMPRESSIBLE.test(headers['content-type'] ?? '') && accepts(accept, 'gzip')
        if (copy || gzip) {
          delete headers['content-length']
          headers['content-encoding'] = copy ? copy.encoding : 'gzip'
          headers.vary = 'Accept-Encoding'
        }
        if (copy) {
          delete headers['transfer-encoding']
          headers['content-length'] = String(statSync(copy.file).size)
          answer.resume()
          res.writeHead(200, headers)
          createReadStream(copy.file).pipe(res)
          return
        }
        res.writeHead(answer.statusCode ?? 502, headers)
        ;(gzip ? answer.pipe(createGzip()) : answer).pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}
