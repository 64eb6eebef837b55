import { describe, expect, it } from 'vitest'
import { externalSiteUrl, isExternalLink, SPECIAL_PERMISSIONS } from './external-link'

describe('isExternalLink', () => {
  it.each([
    ['https://example.org/a', true],
    ['http://example.org', true],
    ['HTTPS://EXAMPLE.ORG', true],
    ['mailto:a@b.c', true],
    ['tel:+8620123', true],
    ['/personnel/regist_audit', false],
    ['regist_audit', false],
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    ['', false],
    [' https://x', false],
  ])('%s -> %s', (path, expected) => {
    expect(isExternalLink(path)).toBe(expected)
  })
})

describe('externalSiteUrl', () => {
  it('adds token and host as encoded query parameters', () => {
    const url = new URL(
      externalSiteUrl('https://hszh.example.org/sso?from=admin', {
        token: 'a b&c=d/+',
        host: 'admin.example.org:8443',
      }),
    )
    expect(url.origin).toBe('https://hszh.example.org')
    expect(url.pathname).toBe('/sso')
    expect(url.searchParams.get('from')).toBe('admin')
    expect(url.searchParams.get('token')).toBe('a b&c=d/+')
    expect(url.searchParams.get('host')).toBe('admin.example.org:8443')
    expect([...url.searchParams.keys()]).toEqual(['from', 'token', 'host'])
  })

  it('replaces a token already present in the base rather than sending two', () => {
    const url = new URL(
      externalSiteUrl('https://x.example/?token=old', { token: 'new', host: 'h' }),
    )
    expect(url.searchParams.getAll('token')).toEqual(['new'])
  })

  it.each([
    'http://insecure.example/',
    'javascript:alert(1)//',
    'data:text/html,hi',
    '//evil.example/',
    '/relative',
    'not a url',
    'https://user:pass@x.example/',
  ])('refuses the base %s so the token never leaks', (base) => {
    expect(() => externalSiteUrl(base, { token: 't', host: 'h' })).toThrow(TypeError)
  })

  it('maps the three special permissions to their token sites', () => {
    expect(SPECIAL_PERMISSIONS).toEqual({
      hszh_indexview: 'hszh',
      sjj_indexview: 'spaq',
      xfaq_indexview: 'xfaq',
    })
  })
})
