import { ApiError } from '@gdzyz/api-client'
import { describe, expect, it, vi } from 'vitest'
import { sessionExpiry } from './session-expiry'

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
    const expiry = sessionExpiry(ports)
    expiry.onExpired(expired)
    expiry.onExpired(expired)
    expiry.onExpired(expired)
    expect(ports.notify).toHaveBeenCalledExactlyOnceWith('登录已失效，请重新登录')
    expect(ports.signOut).toHaveBeenCalledTimes(1)
  })

  it('speaks Traditional Chinese when that is the interface language', () => {
    const notify = vi.fn()
    const expiry = sessionExpiry({
      notify,
      signOut: () => undefined,
      locale: () => 'zh-TW',
      isSignedIn: () => true,
    })
    expiry.onExpired(expired)
    expect(notify).toHaveBeenCalledWith('登入已失效，請重新登入')
  })
})
