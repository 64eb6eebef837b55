import { describe, expect, it } from 'vitest'
import { formSchema } from './form-schema'
import { optional } from './optional'
import { createRules, rules } from './rules'

const schema = formSchema({ mobile: rules.mobile, email: rules.email })

describe('formSchema', () => {
  it('passes a valid form through unchanged, extra fields included', () => {
    const form = { mobile: '13800138000', email: 'user@example.com', note: 'x' }
    expect(schema['~standard'].validate(form)).toEqual({ value: form })
  })

  it('reports one issue per failing field with its path', () => {
    expect(schema['~standard'].validate({ mobile: '1', email: 'user@example.com' })).toEqual({
      issues: [{ message: '手机号码有误，请重填', path: ['mobile'] }],
    })
  })

  it('uses the requested locale, else the rule set language', () => {
    const tw = formSchema({ email: rules.email }, 'zh-TW')
    expect(tw['~standard'].validate({ email: 'x' })).toEqual({
      issues: [{ message: '郵箱格式不正確', path: ['email'] }],
    })
    const fromRules = formSchema({ email: createRules('zh-TW').email })
    expect(fromRules['~standard'].validate({ email: '' })).toEqual({
      issues: [{ message: '請輸入郵箱', path: ['email'] }],
    })
  })

  it('an empty required field gets the required message, a bad one the format message', () => {
    for (const empty of ['', undefined, null]) {
      expect(schema['~standard'].validate({ mobile: empty, email: 'a@b' })).toEqual({
        issues: [
          { message: '请输入手机号码', path: ['mobile'] },
          { message: '邮箱格式不正确', path: ['email'] },
        ],
      })
    }
    expect(schema['~standard'].validate({ mobile: ' ', email: 'user@example.com' })).toEqual({
      issues: [{ message: '手机号码有误，请重填', path: ['mobile'] }],
    })
  })

  it('an optional field passes when empty and is checked when filled', () => {
    const withOptional = formSchema({ mobile: rules.mobile, email: optional(rules.email) })
    for (const email of ['', undefined, null]) {
      const form = { mobile: '13800138000', email }
      expect(withOptional['~standard'].validate(form)).toEqual({ value: form })
    }
    expect(withOptional['~standard'].validate({ mobile: '13800138000' })).toEqual({
      value: { mobile: '13800138000' },
    })
    expect(withOptional['~standard'].validate({ mobile: '13800138000', email: 'x' })).toEqual({
      issues: [{ message: '邮箱格式不正确', path: ['email'] }],
    })
  })

  it('fields without a rule pass through whatever their type', () => {
    const form = { mobile: '13800138000', email: 'user@example.com', agree: true, age: 30 }
    expect(schema['~standard'].validate(form)).toEqual({ value: form })
  })

  it('fails every field for a missing or non-object value', () => {
    for (const value of [undefined, null, 'x', 1]) {
      const result = schema['~standard'].validate(value)
      expect(result.issues).toEqual([
        { message: '请输入手机号码', path: ['mobile'] },
        { message: '请输入邮箱', path: ['email'] },
      ])
    }
  })

  it('never reads inherited properties', () => {
    const inherited = Object.create({ email: 'user@example.com' }) as object
    const result = schema['~standard'].validate(Object.assign(inherited, { mobile: '13800138000' }))
    expect(result.issues).toEqual([{ message: '请输入邮箱', path: ['email'] }])
  })
})
