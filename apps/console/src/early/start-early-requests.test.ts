import { DEFAULT_TIMEOUT_MS } from '@gdzyz/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_CALLS, EARLY_TIMEOUT_MS, type EarlyPreloads } from './early-contract'
import { type EarlyEnv, startEarlyRequests } from './start-early-requests'

const PRELOADS: EarlyPreloads = {
  announcementDialog: ['/admin/assets/announcement-dialog.js'],
  signedIn: ['/admin/assets/page-messages.js'],
  dashboard: ['/admin/assets/dashboard.js', '/admin/assets/shared.js'],
}
const ANNOUNCEMENTS = '{"code":"1","data":[{"title":"通知","content":"<p>x</p>"}]}'

function env(overrides: Partial<EarlyEnv> = {}, answers: Record<string, string> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input)
    return new Response(answers[url] ?? '{"code":1,"data":[]}', { status: 200 })
  })
  const preload = vi.fn()
  const value: EarlyEnv = {
    fetch,
    cookie: 'lang=zh-CN; Admin-Token=tok%2Ben; other=1',
    configUrl: '/admin/config.json',
    base: '/admin/',
    pathname: '/admin/dashboard',
    timeoutMs: EARLY_TIMEOUT_MS,
    preloads: PRELOADS,
    preload,
    ...overrides,
  }
  return { value, fetch, preload }
}

const preloaded = (preload: ReturnType<typeof vi.fn>) => preload.mock.calls.map(([url]) => url)

afterEach(() => {
  vi.useRealTimers()
})

describe('startEarlyRequests', () => {
  it('uses the timeout of the api-client', () => {
    expect(EARLY_TIMEOUT_MS).toBe(DEFAULT_TIMEOUT_MS)
  })

  it('without a token cookie asks only for config.json, past every cache', async () => {
    const { value, fetch, preload } = env({ cookie: 'lang=zh-CN' })
    const early = startEarlyRequests(value)
    expect(early.token).toBeNull()
    expect(early.calls).toEqual({})
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[0]).toBe('/admin/config.json')
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      cache: 'no-store',
      credentials: 'same-origin',
    })
    expect(await early.config).toMatchObject({ status: 200, text: '{"code":1,"data":[]}' })
    expect(preload).not.toHaveBeenCalled()
  })

  it('with a token starts the four session calls with the bearer header and hands on raw text', async () => {
    const profile = '{"code":1,"data":{"adminId":12345678901234567890}}'
    const { value, fetch } = env({}, { [EARLY_CALLS[0]]: profile })
    const early = startEarlyRequests(value)
    expect(early.token).toBe('tok+en')
    expect(Object.keys(early.calls)).toEqual([...EARLY_CALLS])
    for (const url of EARLY_CALLS) {
      const init = fetch.mock.calls.find(([input]) => input === url)?.[1]
      expect(init?.headers).toEqual({ Authorization: 'Bearer tok+en' })
      expect(init?.credentials).toBe('same-origin')
    }
    // The long id stays text: the app parses it with its own lossless parser.
    expect((await early.calls[EARLY_CALLS[0]])?.text).toBe(profile)
  })

  it.each([
    ['/admin/', true],
    ['/admin/dashboard', true],
    ['/admin/dashboard/', true],
    ['/admin/personnel/regist_audit', false],
  ])('on %s fetches the pages strings, and the dashboard code: %s', (pathname, dashboard) => {
    const { value, preload } = env({ pathname })
    startEarlyRequests(value)
    expect(preloaded(preload)).toEqual([
      ...PRELOADS.signedIn,
      ...(dashboard ? PRELOADS.dashboard : []),
    ])
  })

  it('fetches a chunk the signed-in start and the dashboard share once', () => {
    const shared = '/admin/assets/dashboard.js'
    const { value, preload } = env({
      pathname: '/admin/dashboard',
      preloads: { ...PRELOADS, signedIn: [shared], dashboard: [shared, '/admin/assets/shared.js'] },
    })
    startEarlyRequests(value)
    expect(preloaded(preload)).toEqual([shared, '/admin/assets/shared.js'])
  })

  it('fetches the dialog code as soon as the start answer holds an announcement', async () => {
    const { value, preload } = env(
      { pathname: '/admin/personnel/regist_audit' },
      { [EARLY_CALLS[3]]: ANNOUNCEMENTS },
    )
    const early = startEarlyRequests(value)
    await early.calls[EARLY_CALLS[3]]
    await Promise.resolve()
    expect(preloaded(preload)).toEqual([...PRELOADS.signedIn, ...PRELOADS.announcementDialog])
  })

  it.each([
    ['an empty list', '{"code":"1","data":[]}'],
    ['a code other than "1"', '{"code":"0","data":[{"title":"x"}]}'],
    ['malformed JSON', '{"code":"1","data":['],
  ])('does not fetch the dialog code for %s', async (_name, text) => {
    const { value, preload } = env({ pathname: '/admin/x' }, { [EARLY_CALLS[3]]: text })
    const early = startEarlyRequests(value)
    await early.calls[EARLY_CALLS[3]]
    await Promise.resolve()
    expect(preloaded(preload)).toEqual(PRELOADS.signedIn)
  })

  it('settles a failed request with null (the app asks again)', async () => {
    const { value } = env({ fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))) })
    const early = startEarlyRequests(value)
    expect(await early.config).toBeNull()
    expect(await early.calls[EARLY_CALLS[1]]).toBeNull()
  })

  it('aborts a request after the timeout and settles it with null', async () => {
    vi.useFakeTimers()
    const signals: AbortSignal[] = []
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal as AbortSignal
          signals.push(signal)
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const early = startEarlyRequests(env({ fetch: hanging, timeoutMs: 1000 }).value)
    await vi.advanceTimersByTimeAsync(999)
    expect(signals.every((signal) => !signal.aborted)).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(await early.calls[EARLY_CALLS[2]]).toBeNull()
    expect(signals).toHaveLength(5)
    expect(signals.every((signal) => signal.aborted)).toBe(true)
  })
})
