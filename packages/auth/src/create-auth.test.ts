import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthApi } from './auth-api'
import { createAuth } from './create-auth'
import { createSessionStore, type SessionStore } from './session-store'
import { memoryCookies, memoryStorage } from './test-fakes'

const captcha = { sessionId: 's', sig: 'g', verifyToken: 'v' }
const credentials = { userName: 'gd_super', password: 'Admin@2026', captcha }
const menu = [
  { menuCode: 'volunteer_model', id: 1, children: [{ menuCode: 'regist_audit', id: '2' }] },
]

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    login: vi.fn(async () => ({ code: 1, other: { access_token: 'tok-1' } })),
    logout: vi.fn(async () => undefined),
    getMyInfo: vi.fn(async () => ({ userName: 'gd_super', groupId: '2012', forbiddenState: 0 })),
    getPermissionList: vi.fn(async () => [
      { permissionCode: 'search_user' },
      { permissionCode: 'regist_audit' },
    ]),
    getLeftMenu: vi.fn(async () => menu),
    ...overrides,
  }
}

const stores: SessionStore[] = []
function setup(api: AuthApi, token?: string) {
  const session = createSessionStore({
    cookies: memoryCookies(),
    storage: memoryStorage(),
    crossTab: { BroadcastChannel: null, eventTarget: null },
  })
  stores.push(session)
  if (token) session.setToken(token)
  const logger = { error: vi.fn() }
  return { session, logger, auth: createAuth({ api, session, logger }) }
}
afterEach(() => {
  for (const store of stores.splice(0)) store.destroy()
})

describe('login', () => {
  it('sends the hashed form and stores the token from other.access_token', async () => {
    const api = fakeApi()
    const { auth, session } = setup(api)
    await expect(auth.login(credentials)).resolves.toEqual({ success: true, redirectTo: '/' })
    expect(api.login).toHaveBeenCalledWith({
      userName: 'gd_super',
      loginType: 2,
      password: 'ce5dec5f7d5cda41bd625bd6a23bb9aa',
      ...captcha,
    })
    expect(session.getState()).toMatchObject({ token: 'tok-1', bootstrapped: false })
  })

  it.each([
    [{ code: '0', msg: '密码错误' }, '密码错误'],
    [{ other: { access_token: '' } }, 'Login failed'],
    [{ other: { access_token: 42 } }, 'Login failed'],
    [{ other: null }, 'Login failed'],
    [null, 'Login failed'],
    ['<html>', 'Login failed'],
  ])('fails without a usable token: %j', async (answer, message) => {
    const { auth, session } = setup(fakeApi({ login: async () => answer as never }))
    const result = await auth.login(credentials)
    expect(result.success).toBe(false)
    expect(result.error?.message).toBe(message)
    expect(session.getState().token).toBeNull()
  })

  it('resolves with the error when the network fails, never throws', async () => {
    const { auth } = setup(
      fakeApi({ login: () => Promise.reject(new TypeError('Failed to fetch')) }),
    )
    const result = await auth.login(credentials)
    expect(result).toEqual({ success: false, error: new TypeError('Failed to fetch') })
  })

  it('turns a non-Error rejection into an Error', async () => {
    const { auth } = setup(fakeApi({ login: () => Promise.reject('nope') }))
    expect((await auth.login(credentials)).error).toEqual(new Error('nope'))
  })
})

describe('logout', () => {
  it('calls the server, then clears token, codes and profile and notifies listeners', async () => {
    const api = fakeApi()
    const { auth, session } = setup(api, 'tok')
    await auth.bootstrap()
    const order: string[] = []
    vi.mocked(api.logout).mockImplementation(async () => void order.push('server'))
    session.subscribe((s) => order.push(`cleared:${s.token}:${s.codes.size}:${s.profile}`))
    await expect(auth.logout()).resolves.toEqual({ success: true, redirectTo: '/' })
    expect(order).toEqual(['server', 'cleared:null:0:null'])
  })

  it('clears anyway and reports the same redirect when the server call fails', async () => {
    const { auth, session, logger } = setup(
      fakeApi({ logout: () => Promise.reject(new Error('500')) }),
      'tok',
    )
    const result = await auth.logout()
    expect(result).toEqual({ success: true, redirectTo: '/', error: new Error('500') })
    expect(session.getState().token).toBeNull()
    expect(logger.error).toHaveBeenCalledTimes(1)
  })
})

describe('bootstrap', () => {
  it('fetches the three in parallel and unions permission and menu codes', async () => {
    let release = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const api = fakeApi()
    const getMyInfo = api.getMyInfo
    api.getMyInfo = vi.fn(async () => {
      await gate
      return getMyInfo()
    })
    const { auth, session } = setup(api, 'tok')
    const pending = auth.bootstrap()
    await Promise.resolve()
    expect(api.getPermissionList).toHaveBeenCalled()
    expect(api.getLeftMenu).toHaveBeenCalled()
    release()
    await expect(pending).resolves.toEqual({ success: true, failed: [] })
    const state = session.getState()
    expect([...state.codes].sort()).toEqual(['regist_audit', 'search_user', 'volunteer_model'])
    expect(state).toMatchObject({ bootstrapped: true, isSuperAdmin: true, isBanned: false, menu })
  })

  it('logs and reports a failed fetch, keeps the rest and still marks the session bootstrapped', async () => {
    const failure = new Error('menu down')
    const { auth, session, logger } = setup(
      fakeApi({ getLeftMenu: () => Promise.reject(failure) }),
      'tok',
    )
    const result = await auth.bootstrap()
    expect(result).toEqual({ success: false, failed: ['menu'], error: failure })
    expect(logger.error).toHaveBeenCalledWith('[auth] fetching the menu failed', failure)
    expect([...session.getState().codes].sort()).toEqual(['regist_audit', 'search_user'])
    expect(session.getState().bootstrapped).toBe(true)
    expect(session.getState().failed).toEqual(['menu'])
  })

  it('clears the failed parts once a later bootstrap succeeds', async () => {
    let down = true
    const { auth, session } = setup(
      fakeApi({
        getMyInfo: async () => (down ? Promise.reject(new Error('500')) : { groupId: 3 }),
      }),
      'tok',
    )
    await auth.bootstrap()
    expect(session.getState().failed).toEqual(['profile'])
    down = false
    await auth.bootstrap()
    expect(session.getState().failed).toEqual([])
  })

  it('treats malformed answers as failures and ignores malformed entries', async () => {
    const { auth, session } = setup(
      fakeApi({
        getMyInfo: async () => null as never,
        getPermissionList: async () =>
          [{ permissionCode: 'ok' }, null, { permissionCode: 3 }] as never,
        getLeftMenu: async () => ({ data: [] }) as never,
      }),
      'tok',
    )
    const result = await auth.bootstrap()
    expect(result.failed).toEqual(['profile', 'menu'])
    expect([...session.getState().codes]).toEqual(['ok'])
    expect(session.getState().profile).toBeNull()
  })

  it('shares one run between concurrent callers', async () => {
    const api = fakeApi()
    const { auth } = setup(api, 'tok')
    const [a, b] = await Promise.all([auth.bootstrap(), auth.bootstrap()])
    expect(a).toBe(b)
    expect(api.getMyInfo).toHaveBeenCalledTimes(1)
    await auth.bootstrap()
    expect(api.getMyInfo).toHaveBeenCalledTimes(2)
  })

  it('refuses without a token', async () => {
    const api = fakeApi()
    const { auth } = setup(api)
    expect(await auth.bootstrap()).toMatchObject({ success: false, failed: [] })
    expect(api.getMyInfo).not.toHaveBeenCalled()
  })

  it('drops stale results when the user signs out meanwhile', async () => {
    let release = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const { auth, session } = setup(fakeApi({ getLeftMenu: () => gate.then(() => menu) }), 'tok')
    const pending = auth.bootstrap()
    session.clear()
    release()
    expect((await pending).success).toBe(false)
    expect(session.getState()).toMatchObject({ token: null, bootstrapped: false })
    expect(session.getState().codes.size).toBe(0)
  })

  it('resolves even if the logger itself throws', async () => {
    const session = createSessionStore({
      cookies: memoryCookies(),
      storage: memoryStorage(),
      crossTab: { BroadcastChannel: null },
    })
    stores.push(session)
    session.setToken('tok')
    const logger = {
      error: () => {
        throw new Error('logger broken')
      },
    }
    const auth = createAuth({
      api: fakeApi({ getMyInfo: () => Promise.reject(new Error('x')) }),
      session,
      logger,
    })
    expect(await auth.bootstrap()).toMatchObject({
      success: false,
      error: new Error('logger broken'),
    })
  })
})
