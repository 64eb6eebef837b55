import { createApiClient } from '@gdzyz/api-client'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const preloadAnnouncementDialog = vi.fn(async () => undefined)
vi.mock('@gdzyz/ui-shell', () => ({ preloadAnnouncementDialog }))

const clientAnswering = (body: unknown, status = 200) => {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  const api = createApiClient({ fetch, baseUrl: 'http://localhost', notify: () => undefined })
  return { api, fetch }
}

// The request is once per app start: each test gets a fresh module.
const load = async () => (await import('./use-announcements')).requestStartAnnouncements

describe('requestStartAnnouncements', () => {
  beforeEach(() => {
    vi.resetModules()
    preloadAnnouncementDialog.mockClear()
  })

  it('asks for the type-4 announcements once and fetches the dialog code when there are some', async () => {
    const request = await load()
    const { api, fetch } = clientAnswering({ code: '1', data: [{ title: '公告', content: '' }] })
    const [first, second] = await Promise.all([request(api), request(api)])
    expect(first).toEqual([{ title: '公告', content: '' }])
    expect(second).toBe(first)
    expect(fetch).toHaveBeenCalledOnce()
    const url = new URL((fetch.mock.calls[0] as unknown as [Request])[0].url)
    expect(url.pathname).toBe('/v2/api/gdzyz/home/announcement/list')
    expect(url.searchParams.get('showType')).toBe('4')
    expect(preloadAnnouncementDialog).toHaveBeenCalledOnce()
  })

  it('fetches no dialog code when there is nothing to show', async () => {
    const request = await load()
    expect(await request(clientAnswering({ code: '1', data: [] }).api)).toEqual([])
    expect(preloadAnnouncementDialog).not.toHaveBeenCalled()
  })

  it('rejects on a server failure without fetching the dialog code', async () => {
    const request = await load()
    await expect(request(clientAnswering({ msg: 'down' }, 500).api)).rejects.toBeTruthy()
    expect(preloadAnnouncementDialog).not.toHaveBeenCalled()
  })
})
