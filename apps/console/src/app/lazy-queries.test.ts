import { createSessionStore } from '@gdzyz/auth'
import { describe, expect, it, vi } from 'vitest'
import { createLazyQueries } from './lazy-queries'
import * as queryModule from './query-client'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

function cookieJar() {
  let cookie = ''
  return {
    read: () => cookie,
    write: (value: string) => {
      const [pair = ''] = value.split(';')
      cookie = pair.endsWith('=') ? '' : pair
    },
  }
}

const signedInSession = () => {
  const session = createSessionStore({
    storage: memoryStorage(),
    cookies: cookieJar(),
    crossTab: { BroadcastChannel: null, eventTarget: null },
  })
  session.setToken('token-1')
  return session
}

describe('createLazyQueries', () => {
  it('loads the query module once and hands every page the same client', async () => {
    const load = vi.fn(async () => queryModule)
    const queries = createLazyQueries(signedInSession(), load)
    const [a, b] = await Promise.all([queries.load(), queries.load()])
    expect(load).toHaveBeenCalledTimes(1)
    expect(a.client).toBe(b.client)
    expect(a.client.getDefaultOptions().queries?.retry).toBe(false)
  })

  it('clears the cache when the session signs out, not on other session changes', async () => {
    const session = signedInSession()
    const { client } = await createLazyQueries(session, async () => queryModule).load()
    client.setQueryData(['audit'], { count: 3 })
    session.setToken('token-2')
    expect(client.getQueryData(['audit'])).toEqual({ count: 3 })
    session.clear()
    expect(client.getQueryData(['audit'])).toBeUndefined()
  })

  it('signing out before any page loaded leaves nothing to clear and loads nothing', () => {
    const session = signedInSession()
    const load = vi.fn(async () => queryModule)
    createLazyQueries(session, load)
    expect(() => session.clear()).not.toThrow()
    expect(load).not.toHaveBeenCalled()
  })
})
