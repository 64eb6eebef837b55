import { createApiClient } from '@gdzyz/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authApiFromClient } from './auth-api-from-client'
import { createAuth } from './create-auth'
import { createSessionStore, type SessionStore } from './session-store'
import { memoryCookies, memoryStorage } from './test-fakes'

const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } })

const stores: SessionStore[] = []
afterEach(() => {
  for (const store of stores.splice(0)) store.destroy()
})

function setup(route: (url: URL, request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request.clone())
    return route(new URL(request.url), request)
  })
  const session = createSessionStore({
    cookies: memoryCookies(),
    storage: memoryStorage(),
    crossTab: { BroadcastChannel: null, eventTarget: null },
  })
  stores.push(session)
  const client = createApiClient({
    baseUrl: 'https://api.test',
    fetch: fetch as typeof globalThis.fetch,
    getToken: () => session.getState().token,
  })
  const auth = createAuth({ api: authApiFromClient(client), session, logger: { error: vi.fn() } })
  return { auth, session, requests }
}

describe('authApiFromClient', () => {
  it('signs in through the org password call and bootstraps with the bearer token', async () => {
    const { auth, session, requests } = setup((url) => {
      switch (url.pathname) {
        case '/v2/api/gdzyz/auth/login/org/password':
          return json('{"code":1,"msg":"ok","other":{"access_token":"tok-9"}}')
        case '/v2/api/gdzyz/manage/pc/usersAdmin/preEditMyInfo':
          return json(
            '{"code":1,"data":{"userName":"gd","adminId":12345678901234567890,"groupId":1,"forbiddenState":0}}',
          )
        case '/v2/api/gdzyz/manage/pc/common/menutree/permissionList':
          return json('{"code":1,"data":[{"permissionCode":"search_user"}]}')
        case '/v2/api/gdzyz/manage/pc/common/menutree/leftMenu':
          return json('{"code":"1","data":[{"menuCode":"volunteer_model","id":9007199254740993}]}')
        default:
          return json('{"code":0,"msg":"unexpected"}', 404)
      }
    })
    const captcha = { sessionId: 's', sig: 'g', verifyToken: 'v' }
    expect(await auth.login({ userName: 'gd', password: 'abc', captcha })).toMatchObject({
      success: true,
    })
    const form = new URLSearchParams(await requests[0]?.text())
    expect(form.get('password')).toBe('900150983cd24fb0d6963f7d28e17f72')
    expect(form.get('loginType')).toBe('2')

    expect(await auth.bootstrap()).toEqual({ success: true, failed: [] })
    expect(requests.slice(1).map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer tok-9',
      'Bearer tok-9',
      'Bearer tok-9',
    ])
    const state = session.getState()
    expect([...state.codes].sort()).toEqual(['search_user', 'volunteer_model'])
    expect(state.profile?.adminId).toBe('12345678901234567890')
    expect(state.isSuperAdmin).toBe(true)
  })

  it('reports envelope errors of bootstrap calls as failed parts', async () => {
    const { auth, session } = setup((url) =>
      url.pathname.endsWith('/leftMenu')
        ? json('{"code":0,"msg":"no menu"}')
        : json('{"code":1,"data":[]}'),
    )
    session.setToken('t')
    const result = await auth.bootstrap()
    expect(result.failed).toEqual(['menu'])
    expect(session.getState().bootstrapped).toBe(true)
  })

  it('signs out locally when the logout call answers HTTP 500', async () => {
    const { auth, session } = setup(() => json('{"msg":"down"}', 500))
    session.setToken('t')
    const result = await auth.logout()
    expect(result).toMatchObject({ success: true, redirectTo: '/' })
    expect(result.error).toBeInstanceOf(Error)
    expect(session.getState().token).toBeNull()
  })
})
