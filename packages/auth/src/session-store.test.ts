import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSessionStore, type SessionStore, type SessionStoreOptions } from './session-store'
import { memoryCookies, memoryStorage, throwingStorage } from './test-fakes'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const stores: SessionStore[] = []
const make = (options: SessionStoreOptions) => {
  const store = createSessionStore({
    crossTab: { BroadcastChannel: null, eventTarget: null },
    ...options,
  })
  stores.push(store)
  return store
}
afterEach(() => {
  for (const store of stores.splice(0)) store.destroy()
})

describe('token cookie', () => {
  it('writes Admin-Token with Path, SameSite=Lax and no Domain; Secure only on https', () => {
    const cookies = memoryCookies()
    make({ cookies, storage: memoryStorage(), secure: false }).setToken('tok')
    expect(cookies.writes).toEqual(['Admin-Token=tok; Path=/; SameSite=Lax'])
    const secure = memoryCookies()
    make({ cookies: secure, storage: memoryStorage(), secure: true }).setToken('tok')
    expect(secure.writes).toEqual(['Admin-Token=tok; Path=/; SameSite=Lax; Secure'])
    expect(secure.writes.join()).not.toMatch(/domain/i)
  })

  it('uses the configured name and path and encodes the value', () => {
    const cookies = memoryCookies()
    make({
      cookies,
      storage: memoryStorage(),
      cookieName: 'X-Token',
      cookiePath: '/admin',
    }).setToken('a;b c')
    expect(cookies.writes).toEqual(['X-Token=a%3Bb%20c; Path=/admin; SameSite=Lax'])
  })

  it('reads the token back after a reload and expires it on clear', () => {
    const cookies = memoryCookies()
    make({ cookies, storage: memoryStorage() }).setToken('a;b c')
    const reloaded = make({ cookies, storage: memoryStorage() })
    expect(reloaded.getState().token).toBe('a;b c')
    reloaded.clear()
    expect(cookies.writes.at(-1)).toMatch(
      /^Admin-Token=; Path=\/; Max-Age=0; Expires=.*1970.*; SameSite=Lax$/,
    )
    expect(make({ cookies, storage: memoryStorage() }).getState().token).toBeNull()
  })

  it.each(['bad name', 'a;b', 'a=b', ''])('rejects the cookie name %j', (cookieName) => {
    expect(() => make({ cookieName, cookies: memoryCookies() })).toThrow(TypeError)
  })

  it.each(['admin', '/a;Domain=evil', '/a b', '/a\n'])(
    'rejects the cookie path %j',
    (cookiePath) => {
      expect(() => make({ cookiePath, cookies: memoryCookies() })).toThrow(TypeError)
    },
  )

  it('works without any cookie jar (memory only)', () => {
    const store = make({ cookies: undefined, storage: memoryStorage() })
    store.setToken('t')
    expect(store.getState().token).toBe('t')
  })
})

describe('deviceId', () => {
  it('is a UUID v4 created once and stable across reloads', () => {
    const storage = memoryStorage()
    const first = make({ cookies: memoryCookies(), storage }).getState().deviceId
    expect(first).toMatch(UUID_V4)
    expect(storage.data.get('deviceId')).toBe(first)
    expect(make({ cookies: memoryCookies(), storage }).getState().deviceId).toBe(first)
  })

  it('differs between browsers', () => {
    const a = make({ cookies: memoryCookies(), storage: memoryStorage() }).getState().deviceId
    const b = make({ cookies: memoryCookies(), storage: memoryStorage() }).getState().deviceId
    expect(a).not.toBe(b)
  })

  it('replaces a tampered value', () => {
    const storage = memoryStorage()
    storage.setItem('deviceId', '<script>')
    const id = make({ cookies: memoryCookies(), storage }).getState().deviceId
    expect(id).toMatch(UUID_V4)
    expect(storage.data.get('deviceId')).toBe(id)
  })

  it('survives storage that throws (private mode) and stays stable within the page', () => {
    const store = make({ cookies: memoryCookies(), storage: throwingStorage })
    const id = store.getState().deviceId
    expect(id).toMatch(UUID_V4)
    store.setToken('t')
    store.clear()
    expect(store.getState().deviceId).toBe(id)
  })
})

describe('session state', () => {
  const access = (profile: Record<string, unknown>) => ({
    profile,
    codes: ['a', 'b', 'a'],
    menu: [],
  })

  it.each([
    [1, true],
    ['1', true],
    [2012, true],
    [' 2012 ', true],
    [2, false],
    ['20120', false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('groupId %j -> isSuperAdmin %s', (groupId, expected) => {
    const store = make({ cookies: memoryCookies(), storage: memoryStorage() })
    store.setAccess(access({ groupId }))
    expect(store.getState().isSuperAdmin).toBe(expected)
  })

  it.each([
    [1, true],
    ['1', true],
    [0, false],
    ['0', false],
    [null, false],
    ['true', false],
  ])('forbiddenState %j -> isBanned %s', (forbiddenState, expected) => {
    const store = make({ cookies: memoryCookies(), storage: memoryStorage() })
    store.setAccess(access({ forbiddenState }))
    expect(store.getState().isBanned).toBe(expected)
  })

  it('stores codes as a set, marks bootstrapped, and resets everything on a new token', () => {
    const store = make({ cookies: memoryCookies(), storage: memoryStorage() })
    store.setToken('t1')
    store.setAccess(access({ groupId: 1 }))
    expect([...store.getState().codes]).toEqual(['a', 'b'])
    expect(store.getState().bootstrapped).toBe(true)
    store.setToken('t2')
    expect(store.getState()).toMatchObject({
      token: 't2',
      bootstrapped: false,
      isSuperAdmin: false,
      profile: null,
    })
    expect(store.getState().codes.size).toBe(0)
  })

  it('notifies subscribers with immutable snapshots until they unsubscribe', () => {
    const store = make({ cookies: memoryCookies(), storage: memoryStorage() })
    const seen: (string | null)[] = []
    const unsubscribe = store.subscribe((s) => seen.push(s.token))
    const before = store.getState()
    store.setToken('t')
    expect(store.getState()).not.toBe(before)
    expect(Object.isFrozen(store.getState())).toBe(true)
    store.clear()
    unsubscribe()
    store.setToken('u')
    expect(seen).toEqual(['t', null])
  })

  it('keeps the same snapshot when nothing changed, and clear on a signed-out store is silent', () => {
    const store = make({ cookies: memoryCookies(), storage: memoryStorage() })
    const listener = vi.fn()
    store.subscribe(listener)
    const snapshot = store.getState()
    store.clear()
    expect(listener).not.toHaveBeenCalled()
    expect(store.getState()).toBe(snapshot)
  })

  it('isolates a throwing subscriber from the others', async () => {
    const store = make({ cookies: memoryCookies(), storage: memoryStorage() })
    const errors: unknown[] = []
    const onError = (e: unknown) => errors.push(e)
    process.on('uncaughtException', onError)
    const good = vi.fn()
    store.subscribe(() => {
      throw new Error('boom')
    })
    store.subscribe(good)
    store.setToken('t')
    expect(good).toHaveBeenCalledTimes(1)
    await new Promise((r) => setTimeout(r, 0))
    process.off('uncaughtException', onError)
    expect(errors).toHaveLength(1)
  })
})

describe('cross-tab logout', () => {
  it('signs out the other tabs over BroadcastChannel', async () => {
    const cookies = memoryCookies()
    const storage = memoryStorage()
    const tabA = make({ cookies, storage, crossTab: {} })
    tabA.setToken('t')
    const tabB = make({ cookies, storage, crossTab: {} })
    tabB.setAccess({ profile: { userName: 'u' }, codes: ['x'], menu: [] })
    const signedOut = new Promise((resolve) => tabB.subscribe(resolve))
    tabA.clear()
    await signedOut
    expect(tabB.getState()).toMatchObject({ token: null, profile: null, bootstrapped: false })
  })

  it('falls back to storage events when BroadcastChannel is missing', () => {
    const target = new EventTarget()
    const storage = memoryStorage()
    const tab = make({
      cookies: memoryCookies(),
      storage,
      crossTab: { BroadcastChannel: null, eventTarget: target },
    })
    tab.setToken('t')
    const other = make({
      cookies: memoryCookies(),
      storage,
      crossTab: { BroadcastChannel: null, eventTarget: null },
    })
    const setItem = vi.spyOn(storage, 'setItem')
    other.clear()
    const [key, value] = setItem.mock.calls.at(-1) ?? []
    expect(storage.data.has(String(key))).toBe(false)
    // The browser delivers the write to the other tabs as a storage event.
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated', newValue: 'x' }))
    expect(tab.getState().token).toBe('t')
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }))
    expect(tab.getState().token).toBeNull()
  })

  it('stops listening after destroy', async () => {
    const target = new EventTarget()
    const tab = make({
      cookies: memoryCookies(),
      storage: memoryStorage(),
      crossTab: { BroadcastChannel: null, eventTarget: target },
    })
    tab.setToken('t')
    tab.destroy()
    target.dispatchEvent(
      Object.assign(new Event('storage'), { key: 'gdzyz-auth:Admin-Token', newValue: '1' }),
    )
    expect(tab.getState().token).toBe('t')
  })
})
