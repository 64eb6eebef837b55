import type { MiddlewareCallbackParams } from 'openapi-fetch'
import { describe, expect, it, vi } from 'vitest'
import { clientWith, rejection } from './__fixtures__/test-fetch'
import { losslessJsonMiddleware } from './lossless-json-middleware'

const BODY = '{"code":1,"data":{"id":1234567890123456789,"name":"志愿者","n":7}}'
const LOSSLESS = { code: 1, data: { id: '1234567890123456789', name: '志愿者', n: 7 } }

const run = async (response: Response, parseAs = 'json') => {
  const notify = vi.fn()
  const hook = losslessJsonMiddleware(notify).onResponse
  if (!hook) throw new Error('no onResponse hook')
  const params = {
    request: new Request('https://api.test/x'),
    response,
    options: { parseAs },
  } as unknown as MiddlewareCallbackParams & { response: Response }
  return { result: await hook(params), notify }
}

describe('losslessJsonMiddleware', () => {
  it('hands on the parsed value through json() and the server text through text()', async () => {
    const { result } = await run(new Response(BODY))
    expect(result).toBeInstanceOf(Response)
    const next = result as Response
    expect(await next.json()).toEqual(LOSSLESS)
    expect(await next.text()).toBe(BODY)
    expect(next.headers.get('content-length')).toBe(String(new TextEncoder().encode(BODY).length))
  })

  it('keeps the server Content-Length when the body was not decoded', async () => {
    const { result } = await run(new Response(BODY, { headers: { 'Content-Length': '999' } }))
    expect((result as Response).headers.get('content-length')).toBe('999')
  })

  it('measures the text when the server length was of a compressed body', async () => {
    const headers = { 'Content-Length': '12', 'Content-Encoding': 'gzip' }
    const { result } = await run(new Response(BODY, { headers }))
    const next = result as Response
    expect(next.headers.get('content-length')).toBe(String(new TextEncoder().encode(BODY).length))
    expect(next.headers.has('content-encoding')).toBe(false)
  })

  it('gives openapi-fetch the lossless value even without a server Content-Length', async () => {
    const { client } = clientWith(
      () => new Response(BODY, { headers: { 'Transfer-Encoding': 'chunked' } }),
    )
    const { data } = await client.GET('/v2/api/gdzyz/manage/pc/usersAdmin/preEditMyInfo')
    expect(data).toEqual(LOSSLESS)
  })

  it('passes non-JSON reads through untouched', async () => {
    const response = new Response(BODY)
    const { result } = await run(response, 'blob')
    expect(result).toBeUndefined()
    expect(response.bodyUsed).toBe(false)
  })

  it('answers an empty body with an empty response', async () => {
    const { result } = await run(new Response('  ', { headers: { 'Content-Length': '2' } }))
    const next = result as Response
    expect(await next.text()).toBe('')
    expect(next.headers.has('content-length')).toBe(false)
  })

  it('rejects malformed JSON with kind parse and notifies once', async () => {
    const { notify } = { notify: vi.fn() }
    const hook = losslessJsonMiddleware(notify).onResponse
    const params = {
      request: new Request('https://api.test/x'),
      response: new Response('{"id":12345678901234567890,', { status: 200 }),
      options: { parseAs: 'json' },
    } as unknown as MiddlewareCallbackParams & { response: Response }
    const error = await rejection(Promise.resolve().then(() => hook?.(params)))
    expect(error).toMatchObject({ kind: 'parse', status: 200, body: '{"id":12345678901234567890,' })
    expect(notify).toHaveBeenCalledTimes(1)
  })
})
