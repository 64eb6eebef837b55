import { describe, expect, it, vi } from 'vitest'
import { configDefaults } from './config-defaults'
import { type ConfigAnswer, fetchConfig, resolveConfig } from './read-config'

const defaults = configDefaults({}, () => undefined)
const answer = (text: string, status = 200) => Promise.resolve<ConfigAnswer>({ status, text })

async function resolve(read: Promise<ConfigAnswer>) {
  const warn = vi.fn()
  const config = await resolveConfig(read, defaults, warn)
  return { config, warnings: warn.mock.calls.map(([message]) => String(message)) }
}

describe('resolveConfig (config.json at start)', () => {
  it('applies valid keys over the defaults without a warning', async () => {
    const { config, warnings } = await resolve(
      answer(
        JSON.stringify({
          imageBase: 'https://img.test.example/files',
          h5Base: 'https://h5.test.example/',
          mapKey: 'key_123-abc',
          partnerSites: { spaq: 'https://food.test.example/' },
          westPlanUrl: 'https://west.test.example/plan',
          iframePages: { report_a: 'https://reports.test.example/a' },
          helpUrl: 'https://help.test.example/',
          articleLinks: { guide: 'https://docs.test.example/guide' },
          sessionExpiry: { codes: [401, 40101] },
        }),
      ),
    )
    expect(warnings).toEqual([])
    expect(config.imageBase).toBe('https://img.test.example/files/')
    expect(config.h5Base).toBe('https://h5.test.example/')
    expect(config.mapKey).toBe('key_123-abc')
    expect(config.partnerSites).toEqual({
      ...defaults.partnerSites,
      spaq: 'https://food.test.example/',
    })
    expect(config.westPlanUrl).toBe('https://west.test.example/plan')
    expect([...config.iframePages]).toEqual([['report_a', 'https://reports.test.example/a']])
    expect(config.articleLinks.guide).toBe('https://docs.test.example/guide')
    expect(config.articleLinks.regulations).toBe(defaults.articleLinks.regulations)
    expect(config.sessionExpiry).toEqual({ statuses: [401], codes: [401, 40101] })
    expect(config.uploadBase).toBe(defaults.uploadBase)
  })

  it.each([
    ['http', 'http://help.test.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['protocol-relative', '//help.test.example/'],
    ['relative', '/help'],
    ['credentials', 'https://user:pass@help.test.example/'],
    ['backslash host', 'https:\\\\evil.example'],
    ['not a string', 42],
    ['empty', ''],
  ])('refuses a %s address and keeps the default, with a warning', async (_name, value) => {
    const { config, warnings } = await resolve(answer(JSON.stringify({ helpUrl: value })))
    expect(config.helpUrl).toBe(defaults.helpUrl)
    expect(warnings).toEqual(['config.json.helpUrl: refused value; the default is used'])
  })

  it('drops refused allow-list entries one by one (no http, no odd menu codes)', async () => {
    const { config, warnings } = await resolve(
      answer(
        '{"iframePages":{"ok":"https://a.example/","plain":"http://b.example/","__proto__":"https://c.example/","bad code":"https://d.example/"}}',
      ),
    )
    expect([...config.iframePages]).toEqual([['ok', 'https://a.example/']])
    expect(config.iframePages.get('__proto__')).toBeUndefined()
    expect(warnings).toHaveLength(3)
  })

  it('ignores unknown keys, top-level and nested, with a warning each', async () => {
    const { config, warnings } = await resolve(
      answer('{"apiBase":"https://x.example/","partnerSites":{"evil":"https://e.example/"}}'),
    )
    expect(config).toEqual(defaults)
    expect(warnings).toEqual([
      'config.json: unknown key "apiBase", ignored',
      'config.json.partnerSites.evil: unknown key, ignored',
    ])
  })

  it('refuses malformed session-expiry lists and map keys', async () => {
    const { config, warnings } = await resolve(
      answer('{"sessionExpiry":{"statuses":[200,"401"]},"mapKey":"<script>"}'),
    )
    expect(config.sessionExpiry).toEqual(defaults.sessionExpiry)
    expect(config.mapKey).toBe(defaults.mapKey)
    expect(warnings).toHaveLength(2)
  })

  it.each([
    [
      'malformed JSON',
      () => answer('{"helpUrl": '),
      'config.json is not valid JSON; the defaults are used',
    ],
    [
      'an HTML page (SPA fallback)',
      () => answer('<!doctype html><title>console</title>'),
      'config.json is not valid JSON; the defaults are used',
    ],
    [
      'a JSON array',
      () => answer('["https://x.example/"]'),
      'config.json: not a JSON object; the defaults are used',
    ],
    ['JSON null', () => answer('null'), 'config.json: not a JSON object; the defaults are used'],
    [
      'a missing file (404)',
      () => answer('not found', 404),
      'config.json answered HTTP 404; the defaults are used',
    ],
    [
      'a server error',
      () => answer('{}', 500),
      'config.json answered HTTP 500; the defaults are used',
    ],
    [
      'a failed request',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'config.json could not be read (TypeError: Failed to fetch); the defaults are used',
    ],
    [
      'an oversized file',
      () => answer(`{"mapKey":"${'a'.repeat(70_000)}"}`),
      'config.json is larger than 65536 characters; the defaults are used',
    ],
  ])('falls back to the defaults for %s, with a warning', async (_name, read, warning) => {
    const { config, warnings } = await resolve(read())
    expect(config).toBe(defaults)
    expect(warnings).toEqual([warning])
  })
})

describe('fetchConfig', () => {
  it('asks past every cache and hands on status and raw text', async () => {
    const fetchFn = vi.fn(async () => new Response('{"mapKey":"k"}', { status: 200 }))
    await expect(fetchConfig('/admin/config.json', fetchFn)).resolves.toEqual({
      status: 200,
      text: '{"mapKey":"k"}',
    })
    expect(fetchFn).toHaveBeenCalledWith('/admin/config.json', {
      cache: 'no-store',
      credentials: 'same-origin',
    })
  })
})
