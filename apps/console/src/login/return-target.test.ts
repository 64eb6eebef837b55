import { describe, expect, it } from 'vitest'
import { returnTarget } from './return-target'

describe('returnTarget', () => {
  it.each([
    ['/personnel/regist_audit?status=0', '/personnel/regist_audit?status=0'],
    ['/dashboard', '/dashboard'],
    [
      '/iframe/index?menucode=gdzyz_home&title=官网',
      '/iframe/index?menucode=gdzyz_home&title=%E5%AE%98%E7%BD%91',
    ],
  ])('returns to %s', (value, expected) => {
    expect(returnTarget(value)).toBe(expected)
  })

  it.each([
    null,
    '',
    'dashboard',
    '//evil.example/x',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=/x',
  ])('refuses %s', (value) => {
    expect(returnTarget(value)).toBeNull()
  })
})
