import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildLoginPayload, hashPassword } from './password'

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

describe('hashPassword', () => {
  it('is the lowercase hex MD5 of known vectors', () => {
    expect(hashPassword('')).toBe('d41d8cd98f00b204e9800998ecf8427e')
    expect(hashPassword('abc')).toBe('900150983cd24fb0d6963f7d28e17f72')
    expect(hashPassword('Admin@2026')).toBe('ce5dec5f7d5cda41bd625bd6a23bb9aa')
  })

  it('hashes non-ASCII text as UTF-8', () => {
    expect(hashPassword('密码')).toBe('a8105204604a0b11e916f3879aae3b0b')
  })

  it('agrees with node:crypto for any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => hashPassword(s) === md5(s)))
  })
})

describe('buildLoginPayload', () => {
  const captcha = { sessionId: 's-1', sig: 'sig-1', verifyToken: 'vt-1' }

  it('builds the org password form with loginType 2 and the hashed password', () => {
    expect(buildLoginPayload({ userName: 'gd_super', password: 'Admin@2026', captcha })).toEqual({
      userName: 'gd_super',
      loginType: 2,
      password: 'ce5dec5f7d5cda41bd625bd6a23bb9aa',
      sessionId: 's-1',
      sig: 'sig-1',
      verifyToken: 'vt-1',
    })
  })

  it('never carries the plain password and trims the user name', () => {
    const payload = buildLoginPayload({ userName: '  gz_admin ', password: 'secret', captcha })
    expect(payload.userName).toBe('gz_admin')
    expect(JSON.stringify(payload)).not.toContain('secret')
  })
})
