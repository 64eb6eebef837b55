import { describe, expect, it } from 'vitest'
import { formSchema } from './form-schema'
import { rules } from './rules'

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

  it('uses the requested locale', () => {
    const tw = formSchema({ email: rules.email }, 'zh-TW')
    expect(tw['~standard'].validate({ email: '' })).toEqual({
      issues: [{ message: '郵箱格式不正確', path: ['email'] }],
    })
  })

  it('fails every field for a missing or non-object value', () => {
    for (const value of [undefined, null, 'x', 1]) {
      const result = schema['~standard'].validate(value)
      expect(result.issues?.map((issue) => issue.path)).toEqual([['mobile'], ['email']])
    }
  })

  it('never reads inherited properties', () => {
    const inherited = Object.create({ email: 'user@example.com' }) as object
    const result = schema['~standard'].validate(Object.assign(inherited, { mobile: '13800138000' }))
    expect(result.issues).toEqual([{ message: '邮箱格式不正确', path: ['email'] }])
  })
})
