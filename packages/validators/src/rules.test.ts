import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RuleKey } from './messages'
import { createRules, rules } from './rules'

// SPEC section 5, copied byte for byte ("8一20" uses 一, password2 a half-width comma).
const SPEC_MESSAGES: Record<RuleKey, string> = {
  idCard: '您输入的身份证号码校验位不正确，请重新输入',
  mobile: '手机号码有误，请重填',
  certifierName: '证明人名称格式不正确',
  password: '密码格式错误',
  orgName: '组织名称格式错误',
  telephone: '手机号码格式不正确',
  email: '邮箱格式不正确',
  password2: '密码长度为6~12个字母和数字,区分大小写',
  personName: '请输入正确的姓名',
  noChinese: '请勿输入中文',
  account: '账号格式错误，以字母开头的“字母+数字”组合，长度为8一20位',
  strongPassword: '密码格式错误，需包含大写、小写字母及数字，长度为8一20位',
}

const KEYS = Object.keys(SPEC_MESSAGES) as RuleKey[]
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^[\dA-Za-z_@.]{0,22}$/),
  fc.anything(),
)

describe('rules', () => {
  it('has exactly the twelve keys of the spec', () => {
    expect(Object.keys(rules).sort()).toEqual([...KEYS].sort())
  })

  it.each(KEYS)('%s carries its key, the blur trigger and the spec message', (key) => {
    const rule = rules[key]
    expect(rule.key).toBe(key)
    expect(rule.trigger).toBe('blur')
    expect(rule.messages['zh-CN']).toBe(SPEC_MESSAGES[key])
    expect(rule.messages['zh-TW']).not.toBe(SPEC_MESSAGES[key])
    expect(rule.validate(12)).toBe(SPEC_MESSAGES[key])
    expect(rule.validate(12, 'zh-TW')).toBe(rule.messages['zh-TW'])
  })

  it('zh-TW messages are written in Traditional characters', () => {
    expect(rules.password.messages['zh-TW']).toBe('密碼格式錯誤')
    expect(rules.mobile.validate('1', 'zh-TW')).toBe('手機號碼有誤，請重填')
  })

  it('validate returns true for a valid value', () => {
    expect(rules.mobile.validate('13800138000')).toBe(true)
    expect(rules.idCard.validate('11010519491231002X')).toBe(true)
  })

  it('works detached, with react-hook-form form values or junk as second argument', () => {
    const { validate } = rules.email
    const formValues = { email: 'x' } as never
    expect(validate('x', formValues)).toBe('邮箱格式不正确')
    expect(validate('x', 'toString' as never)).toBe('邮箱格式不正确')
    expect(rules.idCard.validate('11010519491231002X', formValues)).toBe(true)
    expect(['11010519491231002X'].filter(rules.idCard.test)).toHaveLength(1)
  })

  it('createRules switches the default locale of validate and of Standard Schema issues', () => {
    const tw = createRules('zh-TW')
    expect(tw.mobile.validate('1')).toBe('手機號碼有誤，請重填')
    expect(tw.mobile.validate('1', 'zh-CN')).toBe('手机号码有误，请重填')
    expect(tw.mobile['~standard'].validate('1')).toEqual({
      issues: [{ message: '手機號碼有誤，請重填' }],
    })
  })

  it('implements Standard Schema v1', () => {
    const standard = rules.mobile['~standard']
    expect(standard.version).toBe(1)
    expect(standard.vendor).toBe('@gdzyz/validators')
    expect(standard.validate('13800138000')).toEqual({ value: '13800138000' })
    expect(standard.validate(' 13800138000')).toEqual({
      issues: [{ message: '手机号码有误，请重填' }],
    })
  })

  it('rule objects cannot be altered by a consumer', () => {
    expect(Object.isFrozen(rules)).toBe(true)
    expect(Object.isFrozen(rules.mobile)).toBe(true)
    expect(Object.isFrozen(rules.mobile.messages)).toBe(true)
  })

  it('validate, test and Standard Schema always agree', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), anyValue, (key, value) => {
        const rule = rules[key]
        const passed = rule.test(value)
        expect(rule.validate(value) === true).toBe(passed)
        expect(rule.validate(value, 'zh-TW') === true).toBe(passed)
        const result = rule['~standard'].validate(value)
        expect(result.issues === undefined).toBe(passed)
      }),
      { numRuns: 500 },
    )
  })
})
