import { createApiClient } from '@gdzyz/api-client'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@gdzyz/ui-shell', () => ({ preloadAnnouncementDialog: async () => undefined }))

const START = [
  { title: '系统公告', content: '<p>一</p>' },
  { title: '安全提示', content: '<p>二</p>' },
]

function startClient() {
  const fetch = vi.fn(async (request: Request) => {
    const type = new URL(request.url).searchParams.get('showType')
    const data = type === '4' ? START : []
    return new Response(JSON.stringify({ code: '1', data }), {
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return {
    api: createApiClient({ fetch, baseUrl: 'http://localhost', notify: () => undefined }),
    fetch,
  }
}

// The start batch is per app start (module state): each test gets a fresh module.
const load = async () => (await import('./use-announcements')).useAnnouncements

describe('useAnnouncements: the start batch', () => {
  beforeEach(() => {
    vi.resetModules()
  })

  it('comes back when the layout remounts before the user confirmed it, with one request', async () => {
    const useAnnouncements = await load()
    const { api, fetch } = startClient()
    const first = renderHook(() => useAnnouncements(api, '/dashboard', undefined))
    await waitFor(() => expect(first.result.current.current).toEqual(START))
    first.unmount()
    const second = renderHook(() => useAnnouncements(api, '/dashboard', undefined))
    await waitFor(() => expect(second.result.current.current).toEqual(START))
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('is in the first render when the start answer came before the layout mounted', async () => {
    const mod = await import('./use-announcements')
    const { api, fetch } = startClient()
    await mod.requestStartAnnouncements(api)
    const { result } = renderHook(() => mod.useAnnouncements(api, '/dashboard', undefined))
    // No waiting: the alert paints with the page, not one commit later.
    expect(result.current.current).toEqual(START)
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('is not shown again after it was confirmed', async () => {
    const useAnnouncements = await load()
    const { api } = startClient()
    const first = renderHook(() => useAnnouncements(api, '/dashboard', undefined))
    await waitFor(() => expect(first.result.current.current).toEqual(START))
    act(() => first.result.current.done())
    expect(first.result.current.current).toBeNull()
    first.unmount()
    const second = renderHook(() => useAnnouncements(api, '/dashboard', undefined))
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(second.result.current.current).toBeNull()
  })
})

const PAGE = [{ title: '栏目公告', content: '<p>三</p>' }]

function pageClient() {
  const fetch = vi.fn(async (request: Request) => {
    const params = new URL(request.url).searchParams
    const data = params.get('showType') === '5' && params.get('menuId') === '9' ? PAGE : []
    return new Response(JSON.stringify({ code: '1', data }), {
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return {
    api: createApiClient({ fetch, baseUrl: 'http://localhost', notify: () => undefined }),
    fetch,
  }
}

describe('useAnnouncements: type 5 on route change', () => {
  beforeEach(() => {
    vi.resetModules()
  })

  it('requests again on every visit but does not show a confirmed one again until reset', async () => {
    const mod = await import('./use-announcements')
    const { api, fetch } = pageClient()
    const pageCalls = () =>
      fetch.mock.calls.filter(([r]) => new URL(r.url).searchParams.get('showType') === '5').length
    const hook = renderHook(
      ({ path }) => mod.useAnnouncements(api, path, path === '/a' ? '9' : '8'),
      {
        initialProps: { path: '/a' },
      },
    )
    await waitFor(() => expect(hook.result.current.current).toEqual(PAGE))
    act(() => hook.result.current.done())
    hook.rerender({ path: '/b' })
    hook.rerender({ path: '/a' })
    await waitFor(() => expect(pageCalls()).toBe(3))
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(hook.result.current.current).toBeNull()
    hook.unmount()

    mod.resetAnnouncements()
    const next = renderHook(() => mod.useAnnouncements(api, '/a', '9'))
    await waitFor(() => expect(next.result.current.current).toEqual(PAGE))
  })
})
