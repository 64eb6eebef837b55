import { createApiClient } from '@gdzyz/api-client'
import { describe, expect, it, vi } from 'vitest'
import { openExternalSite } from './external-site'

const clientAnswering = (body: unknown, status = 200) =>
  createApiClient({
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    baseUrl: 'http://localhost',
    notify: () => undefined,
  })

describe('openExternalSite', () => {
  it('opens the configured https site with the token and the current host', async () => {
    const open = vi.fn()
    const ok = await openExternalSite(clientAnswering({ data: 'tok&en' }), 'sjj_indexview', open)
    expect(ok).toBe(true)
    const url = new URL(open.mock.calls[0]?.[0] as string)
    expect(url.protocol).toBe('https:')
    expect(url.searchParams.get('token')).toBe('tok&en')
    expect(url.searchParams.get('host')).toBe(window.location.host)
  })

  it('opens nothing when the token call fails', async () => {
    const open = vi.fn()
    const ok = await openExternalSite(clientAnswering({ msg: 'down' }, 500), 'hszh_indexview', open)
    expect(ok).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })
})
