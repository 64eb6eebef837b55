import { createSessionStore } from '@gdzyz/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNER_KEY, watchAdminChange } from './user-scope'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
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

const sessions: ReturnType<typeof createSessionStore>[] = []
afterEach(() => {
  for (const s of sessions.splice(0)) s.destroy()
})

function setup() {
  const session = createSessionStore({
    storage: memoryStorage(),
    cookies: cookieJar(),
    crossTab: { BroadcastChannel: null, eventTarget: null },
  })
  sessions.push(session)
  const tab = memoryStorage()
  const reset = vi.fn()
  const stop = watchAdminChange(session, reset, tab)
  const signIn = (adminId: string) => {
    session.setToken(`t-${adminId}`)
    session.setAccess({ profile: { adminId }, codes: [], menu: [] })
  }
  return { session, tab, reset, stop, signIn }
}

describe('watchAdminChange', () => {
  it('resets on sign-out and forgets the owner', () => {
    const { session, tab, reset, signIn } = setup()
    signIn('1')
    reset.mockClear()
    session.clear()
    expect(reset).toHaveBeenCalledTimes(1)
    expect(tab.data.has(OWNER_KEY)).toBe(false)
  })

  it('resets when the state was kept for another admin, not for the same one', () => {
    const { tab, reset, signIn } = setup()
    tab.data.set(OWNER_KEY, '1')
    signIn('1')
    expect(reset).not.toHaveBeenCalled()
    signIn('2')
    expect(reset).toHaveBeenCalledExactlyOnceWith('other-admin')
    expect(tab.data.get(OWNER_KEY)).toBe('2')
  })

  it('resets state restored without an owner (unknown previous user)', () => {
    const { reset, signIn } = setup()
    signIn('7')
    expect(reset).toHaveBeenCalledExactlyOnceWith('unclaimed')
  })

  it('waits for a profile: a failed profile fetch decides nothing', () => {
    const { session, tab, reset } = setup()
    tab.data.set(OWNER_KEY, '1')
    session.setToken('t')
    session.setAccess({ profile: null, codes: [], menu: [], failed: ['profile'] })
    expect(reset).not.toHaveBeenCalled()
  })

  it('stops when told', () => {
    const { session, reset, stop, signIn } = setup()
    signIn('1')
    reset.mockClear()
    stop()
    session.clear()
    expect(reset).not.toHaveBeenCalled()
  })
})
