import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthApi } from './auth-api'
import { AuthGuard } from './auth-guard'
import { AuthProvider } from './auth-provider'
import { Can } from './can'
import { createAuth } from './create-auth'
import type { NavigationEnv } from './navigation'
import { createSessionStore, type SessionStore } from './session-store'
import { memoryCookies, memoryStorage } from './test-fakes'
import { useLogin, useLogout } from './use-auth-actions'
import { useBannedDialog, usePermission, useSession } from './use-session'

const captcha = { sessionId: 's', sig: 'g', verifyToken: 'v' }

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    login: vi.fn(async () => ({ other: { access_token: 'tok' } })),
    logout: vi.fn(async () => undefined),
    getMyInfo: vi.fn(async () => ({ userName: 'u', groupId: 3, forbiddenState: 0 })),
    getPermissionList: vi.fn(async () => [{ permissionCode: 'search_user' }]),
    getLeftMenu: vi.fn(async () => [{ menuCode: 'volunteer_model', id: 1 }]),
    ...overrides,
  }
}

const stores: SessionStore[] = []
afterEach(() => {
  for (const store of stores.splice(0)) store.destroy()
})

function setup(api: AuthApi = fakeApi(), token?: string) {
  const session = createSessionStore({
    cookies: memoryCookies(),
    storage: memoryStorage(),
    crossTab: { BroadcastChannel: null, eventTarget: null },
  })
  stores.push(session)
  if (token) session.setToken(token)
  const auth = createAuth({ api, session, logger: { error: vi.fn() } })
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider auth={auth}>{children}</AuthProvider>
    </QueryClientProvider>
  )
  return { api, auth, session, queryClient, wrapper }
}

describe('hooks', () => {
  it('useSession follows the store and usePermission reads the codes', async () => {
    const { session, wrapper } = setup(fakeApi(), 'tok')
    const { result } = renderHook(
      () => ({
        s: useSession(),
        user: usePermission('search_user'),
        open: usePermission('*'),
        none: usePermission(undefined),
      }),
      { wrapper },
    )
    expect(result.current).toMatchObject({ user: false, open: true, none: true })
    act(() => session.setAccess({ profile: null, codes: ['search_user'], menu: [] }))
    expect(result.current.s.bootstrapped).toBe(true)
    expect(result.current.user).toBe(true)
  })

  it('Can renders children only with the permission, else the fallback', () => {
    const { session, wrapper } = setup(fakeApi(), 'tok')
    session.setAccess({ profile: null, codes: ['add_admin'], menu: [] })
    render(
      <>
        <Can permission="add_admin">
          <span>allowed</span>
        </Can>
        <Can permission="transfer_permission" fallback={<span>denied</span>}>
          <span>hidden-secret</span>
        </Can>
      </>,
      { wrapper },
    )
    expect(screen.getByText('allowed')).toBeInTheDocument()
    expect(screen.getByText('denied')).toBeInTheDocument()
    expect(screen.queryByText('hidden-secret')).toBeNull()
  })

  it('useLogin reports pending, then the error, then a success', async () => {
    const gate = deferred<{ other: { access_token: string } } | { msg: string }>()
    const { wrapper, session } = setup(fakeApi({ login: () => gate.promise }))
    const { result } = renderHook(() => useLogin(), { wrapper })
    let pending: Promise<unknown> = Promise.resolve()
    act(() => {
      pending = result.current.login({ userName: 'u', password: 'p', captcha })
    })
    expect(result.current.isPending).toBe(true)
    await act(async () => {
      gate.resolve({ msg: '账号或密码错误' })
      await pending
    })
    expect(result.current).toMatchObject({ isPending: false, error: new Error('账号或密码错误') })
    expect(session.getState().token).toBeNull()
    const retry = deferred<{ other: { access_token: string } } | { msg: string }>()
    retry.resolve({ other: { access_token: 'tok-2' } })
    gate.promise = retry.promise
    await act(async () => {
      expect(await result.current.login({ userName: 'u', password: 'p', captcha })).toEqual({
        success: true,
        redirectTo: '/',
      })
    })
    expect(result.current).toMatchObject({ isPending: false, error: null })
    expect(session.getState().token).toBe('tok-2')
  })

  it('useLogout signs out and clears the query cache, even when the server fails', async () => {
    const { wrapper, session, queryClient } = setup(
      fakeApi({ logout: () => Promise.reject(new Error('500')) }),
      'tok',
    )
    queryClient.setQueryData(['myInfo'], { userName: 'previous user' })
    const { result } = renderHook(() => useLogout(), { wrapper })
    let outcome: unknown
    await act(async () => {
      outcome = await result.current.logout()
    })
    expect(outcome).toMatchObject({ success: true, redirectTo: '/' })
    expect(session.getState().token).toBeNull()
    expect(queryClient.getQueryData(['myInfo'])).toBeUndefined()
  })

  it('clears the query cache when another tab signs out', () => {
    const { wrapper, session, queryClient } = setup(fakeApi(), 'tok')
    queryClient.setQueryData(['list'], [1])
    renderHook(() => useSession(), { wrapper })
    act(() => session.clear())
    expect(queryClient.getQueryData(['list'])).toBeUndefined()
  })

  it('works without a QueryClientProvider and explains a missing AuthProvider', async () => {
    const session = createSessionStore({
      cookies: memoryCookies(),
      storage: memoryStorage(),
      crossTab: { BroadcastChannel: null },
    })
    stores.push(session)
    session.setToken('t')
    const auth = createAuth({ api: fakeApi(), session, logger: { error: vi.fn() } })
    const { result } = renderHook(() => useLogout(), {
      wrapper: ({ children }) => <AuthProvider auth={auth}>{children}</AuthProvider>,
    })
    await act(() => result.current.logout())
    expect(session.getState().token).toBeNull()
    expect(() => renderHook(() => useSession())).toThrow(/AuthProvider/)
  })
})

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname}</p>
}

/** A fallback that records whether the session was bootstrapped when it rendered. */
function ReadinessProbe({ log }: { log: boolean[] }) {
  log.push(useSession().bootstrapped)
  return <p>loading</p>
}

function BannedDialogProbe() {
  const { dialog } = useBannedDialog()
  return dialog ? <p role="alertdialog">{`${dialog.title}:${dialog.message}`}</p> : null
}

function renderApp(
  ctx: ReturnType<typeof setup>,
  start: string,
  env: NavigationEnv,
  assign = vi.fn(),
) {
  const Wrapper = ctx.wrapper
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[start]}>
        <Where />
        <BannedDialogProbe />
        <Routes>
          <Route
            path="/login"
            element={
              <AuthGuard env={env} assign={assign}>
                <p>login page</p>
              </AuthGuard>
            }
          />
          <Route element={<AuthGuard env={env} assign={assign} fallback={<p>loading</p>} />}>
            <Route path="/" element={<p>home</p>} />
            <Route path="/dashboard" element={<p>dashboard</p>} />
            <Route path="/personnel/regist_audit" element={<p>protected</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  )
  return assign
}

const dev: NavigationEnv = { mode: 'development' }

describe('AuthGuard', () => {
  it('sends a signed-out user to /login in development', () => {
    renderApp(setup(), '/personnel/regist_audit', dev)
    expect(screen.getByText('login page')).toBeInTheDocument()
    expect(screen.getByTestId('where')).toHaveTextContent('/login')
  })

  it('leaves for the site root in production without rendering protected content', () => {
    const assign = renderApp(setup(), '/personnel/regist_audit', { mode: 'production' })
    expect(assign).toHaveBeenCalledWith('/')
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(screen.queryByText('protected')).toBeNull()
  })

  it('shows the fallback while bootstrapping, then the same target', async () => {
    const gate = deferred<void>()
    const api = fakeApi()
    const ctx = setup({ ...api, getMyInfo: () => gate.promise.then(() => api.getMyInfo()) }, 'tok')
    renderApp(ctx, '/personnel/regist_audit', dev)
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(screen.queryByText('protected')).toBeNull()
    await act(async () => gate.resolve())
    expect(await screen.findByText('protected')).toBeInTheDocument()
    expect(screen.getByTestId('where')).toHaveTextContent('/personnel/regist_audit')
    expect(api.getPermissionList).toHaveBeenCalledTimes(1)
  })

  it('renders the protected content after a bootstrap in a background render of its own', async () => {
    const gate = deferred<void>()
    const api = fakeApi()
    const ctx = setup({ ...api, getMyInfo: () => gate.promise.then(() => api.getMyInfo()) }, 'tok')
    const fallbackSawReady: boolean[] = []
    render(
      <ctx.wrapper>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route
              element={<AuthGuard env={dev} fallback={<ReadinessProbe log={fallbackSawReady} />} />}
            >
              <Route path="/dashboard" element={<p>dashboard</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ctx.wrapper>,
    )
    await act(async () => gate.resolve())
    expect(await screen.findByText('dashboard')).toBeInTheDocument()
    // The store update itself committed the fallback once more; the page came in a later render.
    expect(fallbackSawReady.at(-1)).toBe(true)
  })

  it('redirects a signed-in user away from /login to /', async () => {
    const ctx = setup(fakeApi(), 'tok')
    renderApp(ctx, '/login', dev)
    expect(await screen.findByText('home')).toBeInTheDocument()
  })

  it('keeps a banned user on the dashboard and asks for the banned dialog', async () => {
    const ctx = setup(fakeApi({ getMyInfo: async () => ({ forbiddenState: '1' }) }), 'tok')
    renderApp(ctx, '/personnel/regist_audit', dev)
    expect(await screen.findByText('home')).toBeInTheDocument()
    expect(screen.queryByText('protected')).toBeNull()
    expect(screen.getByRole('alertdialog')).toHaveTextContent('提示:该账户已被封禁')
  })

  it('reacts to a logout while a page is open', async () => {
    const ctx = setup(fakeApi(), 'tok')
    renderApp(ctx, '/personnel/regist_audit', dev)
    expect(await screen.findByText('protected')).toBeInTheDocument()
    await act(() => ctx.auth.logout())
    expect(screen.getByText('login page')).toBeInTheDocument()
  })

  it('shows the bootstrap error screen when a fetch failed, and the page after a retry', async () => {
    let fail = true
    const api = fakeApi({
      getPermissionList: vi.fn(async () => {
        if (fail) throw new Error('500')
        return [{ permissionCode: 'search_user' }]
      }),
    })
    const ctx = setup(api, 'tok')
    render(
      <ctx.wrapper>
        <MemoryRouter initialEntries={['/page']}>
          <Routes>
            <Route
              element={
                <AuthGuard
                  env={dev}
                  bootstrapError={({ failed, retry }) => (
                    <button type="button" onClick={() => void retry()}>
                      retry {failed.join(',')}
                    </button>
                  )}
                />
              }
            >
              <Route path="/page" element={<p>page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ctx.wrapper>,
    )
    const retry = await screen.findByRole('button', { name: 'retry permissions' })
    expect(screen.queryByText('page')).toBeNull()
    fail = false
    await act(async () => retry.click())
    expect(await screen.findByText('page')).toBeInTheDocument()
    expect(api.getPermissionList).toHaveBeenCalledTimes(2)
  })
})
