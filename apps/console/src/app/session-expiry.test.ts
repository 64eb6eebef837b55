import { ApiError, createApiClient, getMyInfo } from '@gdzyz/api-client'
import { describe, expect, it, vi } from 'vitest'
import { sessionExpiry } from './session-expiry'

const WHEN = { statuses: [401], codes: [401] }
const expired = new ApiError({ kind: 'http', msg: 'x', status: 401, code: 401 })

describe('sessionExpiry', () => {
  it('shows one message and signs out once for a burst of expired answers', () => {
    let signedIn = true
    const ports = {
      notify: vi.fn(),
      signOut: vi.fn(() => {
        signedIn = false
      }),
      locale: () => 'zh-CN' as const,
      isSignedIn: () => signedIn,
    }
    const expiry = sessionExpiry(WHEN, ports)
    expiry.onExpired(expired)
    expiry.onExpired(expired)
    expiry.onExpired(expired)
    expect(ports.notify).toHaveBeenCalledExactlyOnceWith('登录已失效，请重新登录')
    expect(ports.signOut).toHaveBeenCalledTimes(1)
  })

  it('speaks Traditional Chinese when that is the interface language', () => {
    const notify = vi.fn()
    const expiry = sessionExpiry(WHEN, {
      notify,
      signOut: () => undefined,
      locale: () => 'zh-TW',
      isSignedIn: () => true,
    })
    expiry.onExpired(expired)
    expect(notify).toHaveBeenCalledWith('登入已失效，請重新登入')
  })

  it('follows the configured codes: a backend code 40101 signs out, 401 alone no longer does', async () => {
    const signOut = vi.fn()
    const notify = vi.fn()
    const answer = (code: number) =>
      new Response(JSON.stringify({ code, msg: 'expired' }), { status: 200 })
    let code = 40101
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => answer(code),
      notify,
      sessionExpiry: sessionExpiry(
        { statuses: [401], codes: [40101] },
        { notify, signOut, locale: () => 'zh-CN', isSignedIn: () => true },
      ),
    })
    await expect(getMyInfo(api)).rejects.toBeInstanceOf(ApiError)
    expect(signOut).toHaveBeenCalledTimes(1)
    code = 401
    await expect(getMyInfo(api)).rejects.toBeInstanceOf(ApiError)
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenLastCalledWith('expired', expect.anything())
  })
})
