import {
  ApiError,
  createApiClient,
  getAnnouncements,
  getLeftMenu,
  getMyInfo,
  getPermissionList,
} from '@gdzyz/api-client'
import { authApiFromClient, createAuth, createSessionStore } from '@gdzyz/auth'
import { describe, expect, it, vi } from 'vitest'
import { adoptingFetch, readEarlyRequests } from './adopt-early'
import {
  EARLY_CALLS,
  EARLY_GLOBAL,
  type EarlyAnswer,
  type EarlyRequests,
  type EarlyResult,
} from './early-contract'

const BASE = 'http://console.test'
const [PROFILE, PERMISSIONS, MENU, ANNOUNCEMENTS] = EARLY_CALLS
const json = (text: string, status = 200): EarlyAnswer => ({
  status,
  statusText: '',
  headers: [['content-type', 'application/json']],
  text,
})
const EARLY_TEXT: Record<string, string> = {
  [PROFILE]: '{"code":1,"data":{"adminId":12345678901234567890,"userName":"gd_super"}}',
  [PERMISSIONS]: '{"code":1,"data":[{"permissionCode":"regist_audit"}]}',
  [MENU]: '{"code":1,"data":[{"menuCode":"volunteer_model","id":9007199254740993,"children":[]}]}',
  [ANNOUNCEMENTS]: '{"code":"1","data":[{"title":"早","content":"<p>x</p>"}]}',
}

function early(overrides: Record<string, EarlyResult> = {}, token = 'tok'): EarlyRequests {
  const calls: EarlyRequests['calls'] = {}
  for (const url of EARLY_CALLS) {
    const answer = url in overrides ? overrides[url] : json(EARLY_TEXT[url] ?? '')
    calls[url] = Promise.resolve(answer ?? null)
  }
  return { config: Promise.resolve(null), token, calls }
}

function setup(requests: EarlyRequests | undefined, token = 'tok') {
  const network = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url)
    return new Response(
      `{"code":1,"data":${pathname.endsWith('preEditMyInfo') ? '{"adminId":"net"}' : '[]'}}`,
    )
  })
  const onExpired = vi.fn()
  const notify = vi.fn()
  const api = createApiClient({
    baseUrl: BASE,
    getToken: () => token,
    notify,
    sessionExpiry: { statuses: [401], codes: [401], onExpired },
    fetch: adoptingFetch(
      requests,
      network,
      (status) => (status >= 200 && status < 300) || status === 401,
    ),
  })
  return { api, network, onExpired, notify }
}

describe('adoptingFetch (the app adopts the early answers)', () => {
  it('answers the four session calls from the early requests, with no network request', async () => {
    const { api, network } = setup(early())
    const [profile, permissions, menu, announcements] = await Promise.all([
      getMyInfo(api),
      getPermissionList(api),
      getLeftMenu(api),
      getAnnouncements(api, { showType: 4 }),
    ])
    expect(network).not.toHaveBeenCalled()
    // Parsed by the app's lossless parser: long integers arrive exact, as strings.
    expect(profile.adminId).toBe('12345678901234567890')
    expect(menu[0]?.id).toBe('9007199254740993')
    expect(permissions).toEqual([{ permissionCode: 'regist_audit' }])
    expect(announcements).toEqual([{ title: '早', content: '<p>x</p>' }])
  })

  it('adopts each answer once: asking again goes to the network', async () => {
    const { api, network } = setup(early())
    await getMyInfo(api)
    const again = await getMyInfo(api)
    expect(again.adminId).toBe('net')
    expect(network).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['failed (network error or timeout)', null],
    ['answered HTTP 500', json('{"code":500,"msg":"busy"}', 500)],
    ['answered HTTP 502 with an HTML page', json('<html>bad gateway</html>', 502)],
  ])('makes a request again when the early one %s', async (_name, answer) => {
    const { api, network, notify } = setup(early({ [PERMISSIONS]: answer }))
    await expect(getPermissionList(api)).resolves.toEqual([])
    expect(network).toHaveBeenCalledTimes(1)
    const [asked] = network.mock.calls[0] ?? []
    expect(asked && new URL(asked.url).pathname).toBe(PERMISSIONS)
    expect(notify).not.toHaveBeenCalled()
  })

  it('keeps the envelope check: a refused early answer rejects with the server message', async () => {
    const { api, network, notify } = setup(
      early({ [PROFILE]: json('{"code":0,"msg":"账号异常"}') }),
    )
    await expect(getMyInfo(api)).rejects.toMatchObject({ kind: 'envelope', msg: '账号异常' })
    expect(notify).toHaveBeenCalledWith('账号异常', expect.anything())
    expect(network).not.toHaveBeenCalled()
  })

  it('adopts an expired-session answer (no second request) and reports the expiry', async () => {
    const expired = json('{"code":401,"msg":"登录已失效，请重新登录"}', 401)
    const { api, network, onExpired } = setup(early({ [MENU]: expired }))
    await expect(getLeftMenu(api)).rejects.toBeInstanceOf(ApiError)
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(network).not.toHaveBeenCalled()
  })

  it('never adopts for another token (signed in again meanwhile)', async () => {
    const { api, network } = setup(early({}, 'old-token'), 'new-token')
    await getMyInfo(api)
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('adopts only the exact path and query (a type-5 list is asked of the network)', async () => {
    const { api, network } = setup(early())
    await getAnnouncements(api, { showType: 5, menuId: '7' })
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('bootstraps a session from the early answers: profile, codes and menu, nothing asked twice', async () => {
    const { api, network } = setup(early())
    const session = createSessionStore({
      cookies: { read: () => 'Admin-Token=tok', write: () => undefined },
      storage: undefined,
    })
    const auth = createAuth({ api: authApiFromClient(api), session, logger: { error: vi.fn() } })
    await expect(auth.bootstrap()).resolves.toEqual({ success: true, failed: [] })
    expect(network).not.toHaveBeenCalled()
    const state = session.getState()
    expect(state.profile?.adminId).toBe('12345678901234567890')
    expect([...state.codes].sort()).toEqual(['regist_audit', 'volunteer_model'])
  })
})

describe('readEarlyRequests', () => {
  it('finds the early script requests on the global, and nothing otherwise', () => {
    const requests = early()
    expect(readEarlyRequests({ [EARLY_GLOBAL]: requests })).toBe(requests)
    expect(readEarlyRequests({})).toBeUndefined()
    expect(readEarlyRequests({ [EARLY_GLOBAL]: 'spoofed' })).toBeUndefined()
  })
})
