import { describe, expect, it } from 'vitest'
import { optional } from './optional'
import { createRules, rules } from './rules'

describe('optional', () => {
  const email = optional(rules.email)

  it('passes an empty value and checks a filled one', () => {
    for (const empty of ['', undefined, null]) {
      expect(email.validate(empty)).toBe(true)
      expect(email.test(empty)).toBe(true)
      expect(email['~standard'].validate(empty)).toEqual({ value: empty })
    }
    expect(email.validate('a@b')).toBe('邮箱格式不正确')
    expect(email.validate('a@b', 'zh-TW')).toBe('郵箱格式不正確')
    expect(email['~standard'].validate('a@b')).toEqual({ issues: [{ message: '邮箱格式不正确' }] })
    expect(email.validate('user@example.com')).toBe(true)
  })

  it('whitespace and non-strings are not empty', () => {
    expect(email.validate(' ')).toBe('邮箱格式不正确')
    expect(email.validate(0)).toBe('邮箱格式不正确')
    expect(email.test(false)).toBe(false)
  })

  it('keeps key, trigger, messages and language, and ignores form values as second argument', () => {
    const tw = optional(createRules('zh-TW').mobile)
    expect([tw.key, tw.trigger, tw.locale, tw.optional]).toEqual(['mobile', 'blur', 'zh-TW', true])
    expect(tw.validate('1', { mobile: '1' } as never)).toBe('手機號碼有誤，請重填')
    expect(optional(tw)).toMatchObject({ optional: true, locale: 'zh-TW' })
  })

  it('the required variant reports empty values with its format message, as before', () => {
    expect(rules.email.optional).toBe(false)
    expect(rules.email.validate('')).toBe('邮箱格式不正确')
    expect(rules.email.requiredMessages).toEqual({ 'zh-CN': '请输入邮箱', 'zh-TW': '請輸入郵箱' })
  })
})
