import { describe, expect, it, vi } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { ApiError } from './api-error'
import { isSessionExpired } from './session-expiry'
import { getLeftMenu } from './shell-operations'

const expired = '{"code":401,"msg":"登录已失效，请重新登录","data":null}'

describe('session expiry', () => {
  it('hands an HTTP 401 to onExpired instead of notify, and still rejects', async () => {
    const onExpired = vi.fn()
    const { client, notify } = clientWith(() => jsonResponse(expired, 401), {
      sessionExpiry: { onExpired },
    })
    const error = await rejection(getLeftMenu(client))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 401, msg: '登录已失效，请重新登录' })
    expect(onExpired).toHaveBeenCalledExactlyOnceWith(error)
    expect(notify).not.toHaveBeenCalled()
  })

  it('recognises a configured envelope code in a 200 answer', async () => {
    const onExpired = vi.fn()
    const { client, notify } = clientWith(
      () => jsonResponse('{"code":"10401","msg":"token 过期"}'),
      { sessionExpiry: { codes: [10401], onExpired } },
    )
    await rejection(getLeftMenu(client))
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(notify).not.toHaveBeenCalled()
  })

  it('shows every other failure as before', async () => {
    const onExpired = vi.fn()
    const { client, notify } = clientWith(() => jsonResponse('{"code":0,"msg":"无权限"}', 403), {
      sessionExpiry: { codes: [401], onExpired },
    })
    await rejection(getLeftMenu(client))
    expect(onExpired).not.toHaveBeenCalled()
    expect(notify).toHaveBeenCalledWith('无权限', { type: 'error', duration: 5000 })
  })

  it('without the option a 401 is an ordinary error message', async () => {
    const { client, notify } = clientWith(() => jsonResponse(expired, 401))
    await rejection(getLeftMenu(client))
    expect(notify).toHaveBeenCalledWith('登录已失效，请重新登录', { type: 'error', duration: 5000 })
  })

  it('never treats network failures or timeouts as an expired session', () => {
    const network = new ApiError({ kind: 'network', msg: 'x', status: 401, code: 401 })
    expect(isSessionExpired(network, { statuses: [401], codes: [401] })).toBe(false)
    const envelope = new ApiError({ kind: 'envelope', msg: 'x', status: 200, code: ' 401 ' })
    expect(isSessionExpired(envelope, { codes: ['401'] })).toBe(true)
    expect(isSessionExpired(envelope, {})).toBe(false)
  })
})
