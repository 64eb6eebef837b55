import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { ApiError } from './api-error'
import { loginByOrgPassword } from './auth-operations'
import { NETWORK_ERROR_MESSAGE, SERVER_LOADING_MESSAGE, TIMEOUT_MESSAGE } from './messages'
import { getLeftMenu, getMyInfo } from './shell-operations'

const MENU = '/v2/api/gdzyz/manage/pc/common/menutree/leftMenu'
const okMenu = () => jsonResponse('{"code":1,"msg":"ok","data":[]}')
const error5s = { type: 'error', duration: 5000 }

describe('rule 1: bearer header', () => {
  it('sends the token read fresh on every request', async () => {
    let token: string | null = 'first'
    const { client, requests } = clientWith(okMenu, { getToken: () => token })
    await getLeftMenu(client)
    token = 'second'
    await getLeftMenu(client)
    token = null
    await getLeftMenu(client)
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
      null,
    ])
  })
})

describe('rule 2: timeout', () => {
  it('aborts after timeoutMs and rejects with kind timeout and a message', async () => {
    const { client, notify } = clientWith(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason))
        }),
      { timeoutMs: 20 },
    )
    const error = await rejection(getLeftMenu(client))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'timeout', msg: TIMEOUT_MESSAGE })
    expect(notify).toHaveBeenCalledWith(TIMEOUT_MESSAGE, error5s)
  })
})

describe('rule 3: lossless numbers', () => {
  it('delivers long ids as exact strings and keeps safe numbers', async () => {
    const { client } = clientWith(() =>
      jsonResponse(
        '{"code":1,"msg":"ok","data":{"userName":"a","adminId":1234567890123456789,"groupId":1,"forbiddenState":0}}',
      ),
    )
    expect(await getMyInfo(client)).toEqual({
      userName: 'a',
      adminId: '1234567890123456789',
      groupId: 1,
      forbiddenState: 0,
    })
  })

  it('rejects an HTML page answered with 200 as kind parse', async () => {
    const { client, notify } = clientWith(
      () =>
        new Response('<html><body>login</body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    )
    const error = await rejection(getLeftMenu(client))
    expect(error).toMatchObject({ kind: 'parse', status: 200 })
    expect(notify).toHaveBeenCalledTimes(1)
  })
})

describe('rule 4: envelope check', () => {
  it.each([
    ['numeric', '{"code":0,"msg":"无权限","data":null}', 0, '无权限'],
    ['string', '{"code":"500","msg":"","data":null}', '500', 'Error'],
  ])('rejects a %s code other than 1 with the server msg or Error', async (_l, body, code, msg) => {
    const { client, notify } = clientWith(() => jsonResponse(body))
    const error = await rejection(getLeftMenu(client))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'envelope', code, msg, body: JSON.parse(body) })
    expect(notify).toHaveBeenCalledWith(msg, error5s)
  })

  it('accepts code "1" and answers without a code', async () => {
    const { client, notify } = clientWith(() =>
      jsonResponse('{"code":"1","data":[{"menuCode":"a","id":1}]}'),
    )
    expect(await getLeftMenu(client)).toEqual([{ menuCode: 'a', id: 1 }])
    expect(notify).not.toHaveBeenCalled()
  })
})

describe('rule 5: exempt endpoints', () => {
  const form = {
    userName: 'u',
    loginType: 2 as const,
    password: 'x',
    sessionId: 's',
    sig: 'g',
    verifyToken: 't',
  }

  it('returns the raw login answer even with a failing code', async () => {
    const body = '{"code":0,"msg":"账号或密码错误","other":null}'
    const { client, notify, requests } = clientWith(() => jsonResponse(body))
    expect(await loginByOrgPassword(client, form)).toEqual(JSON.parse(body))
    expect(notify).not.toHaveBeenCalled()
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded')
    expect(await requests[0]?.text()).toBe(
      'userName=u&loginType=2&password=x&sessionId=s&sig=g&verifyToken=t',
    )
  })

  it('honours configured extra exempt paths', async () => {
    const body = '{"code":0,"msg":"raw","data":[]}'
    const { client, notify } = clientWith(() => jsonResponse(body), { exemptPaths: [MENU] })
    expect(await getLeftMenu(client)).toEqual([])
    expect(notify).not.toHaveBeenCalled()
  })
})

describe('rule 6: HTTP and network errors', () => {
  it('shows the service-loading message for HTTP 500, even with a server msg', async () => {
    const { client, notify } = clientWith(() => jsonResponse('{"code":0,"msg":"NPE"}', 500))
    const error = await rejection(getLeftMenu(client))
    expect(error).toMatchObject({ kind: 'http', status: 500, msg: SERVER_LOADING_MESSAGE })
    expect(notify).toHaveBeenCalledWith(SERVER_LOADING_MESSAGE, error5s)
  })

  it('shows the server msg for other HTTP errors, else Error', async () => {
    const withMsg = clientWith(() => jsonResponse('{"code":403,"msg":"禁止访问"}', 403))
    expect(await rejection(getLeftMenu(withMsg.client))).toMatchObject({
      kind: 'http',
      status: 403,
      code: 403,
      msg: '禁止访问',
    })
    const bare = clientWith(() => new Response('Bad Gateway', { status: 502 }))
    expect(await rejection(getLeftMenu(bare.client))).toMatchObject({
      msg: 'Error',
      body: 'Bad Gateway',
    })
    expect(bare.notify).toHaveBeenCalledWith('Error', error5s)
  })

  it('rejects a failed fetch with kind network and a clear message', async () => {
    const { client, notify } = clientWith(() => Promise.reject(new TypeError('fetch failed')))
    const error = await rejection(getLeftMenu(client))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'network', msg: NETWORK_ERROR_MESSAGE })
    expect(notify).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE, error5s)
  })
})

describe('rule 7: blob pass-through', () => {
  it('returns downloads untouched, even when they look like a failing envelope', async () => {
    const bytes = '{"code":0,"id":12345678901234567890}'
    const { client, notify } = clientWith(
      () => new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } }),
    )
    const { data } = await client.GET(MENU, { parseAs: 'blob' })
    expect(data).toBeInstanceOf(Blob)
    expect(await (data as Blob).text()).toBe(bytes)
    expect(notify).not.toHaveBeenCalled()
  })
})
