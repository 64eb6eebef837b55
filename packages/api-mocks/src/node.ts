import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createHandlers } from './create-handlers'
import { createMockBackend, type MockBackend } from './mock-backend'

/** msw/node server with the demo handlers, for tests. */
export const setupMockServer = (backend?: MockBackend) => setupServer(...createHandlers(backend))

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const toRequest = async (req: IncomingMessage): Promise<Request> => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value)
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v)
  }
  const method = req.method ?? 'GET'
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req))
  return new Request(url, { method, headers, ...(body ? { body } : {}) })
}

const notFound = (res: ServerResponse) => {
  res.writeHead(404, { 'Content-Type': 'application/json;charset=UTF-8' })
  res.end(JSON.stringify({ code: 404, msg: 'Not Found', data: null }))
}

/**
 * A Node `http` request listener (also usable as connect middleware) answering /v2/api and /api
 * from the demo handlers. Other paths go to `next` when given, else 404.
 */
export const createMockRequestListener = (backend: MockBackend = createMockBackend()) => {
  const handlers = createHandlers(backend)
  // A server makes its data before the first request, not while a request waits for it.
  setImmediate(() => backend.prepare())
  return async (req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (!/^\/(v2\/)?api\//.test(path)) {
      if (next) next()
      else notFound(res)
      return
    }
    const response = await getResponse(handlers, await toRequest(req))
    if (!response) return notFound(res)
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  }
}
