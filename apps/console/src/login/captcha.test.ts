import { describe, expect, it } from 'vitest'
import { demoCaptchaResult } from './captcha'

describe('demoCaptchaResult', () => {
  it('yields the three login fields, fresh on every solve', () => {
    const a = demoCaptchaResult()
    const b = demoCaptchaResult()
    expect(Object.keys(a).sort()).toEqual(['sessionId', 'sig', 'verifyToken'])
    expect(a.sessionId).not.toBe(b.sessionId)
    expect(a.sig.startsWith('demo-')).toBe(true)
  })
})
