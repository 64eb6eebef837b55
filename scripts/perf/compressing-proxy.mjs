// The Lighthouse run's front server, answering the way apps/console/deploy/nginx.conf does: the
// stub server sends files uncompressed over HTTP/1.1, and Lighthouse's simulation charges the
// bytes on the wire and a handshake per connection. Hashed assets go out as the build's
// precompressed copies (`*.br` to browsers that accept Brotli, else `*.gz`); other text is
// gzipped per request. With `tls` it serves HTTPS with HTTP/2 (HTTP/1.1 for clients without it),
// like the example's 8443 listener; without, plain HTTP/1.1 like its 8080 one.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { createSecureServer } from 'node:http2'
import { join, sep } from 'node:path'
import { createGzip } from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
]

// Connection-level headers HTTP/2 forbids; the stub server's HTTP/1.1 answers carry them.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']

const accepts = (header, encoding) => new RegExp(`(^|[\\s,])${encoding}($|[\\s,;])`).test(header)

/** The precompressed copy to send for `url`, as nginx's brotli_static / gzip_static pick it. */
export function precompressedCopy(dist, base, url, acceptEncoding = '') {
  let path = ''
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '')
  } catch {
    return null
  }
  if (!path.startsWith(`${base}assets/`)) return null
  const file = join(dist, path.slice(base.length))
  if (!file.startsWith(`${join(dist, 'assets')}${sep}`)) return null
  for (const [encoding, extension] of COPIES) {
    if (accepts(acceptEncoding, encoding) && existsSync(`${file}${extension}`))
      return { encoding, file: `${file}${extension}` }
  }
  return null
}

/**
 * Listens on a free loopback port in front of `target` (the stub server's port); `tls`
 * (`{ key, cert }`) makes it HTTPS with HTTP/2.
 */
export function startCompressingProxy(target, { dist, base = '/admin/', tls }) {
  const handler = (req, res) => {
    // HTTP/2 pseudo-headers (`:path`...) are not HTTP/1.1 headers.
    const forwarded = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !name.startsWith(':')),
    )
    const upstream = request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: forwarded },
      (answer) => {
        const headers = { ...answer.headers }
        for (const name of HOP_BY_HOP) delete headers[name]
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
  }
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, handler)
    : createServer(handler)
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}
