import Schema from 'async-validator'
import { describe, expect, it } from 'vitest'
import { toFormItemRule } from './async-validator'
import { optional } from './optional'
import { createRules, rules } from './rules'

// The real async-validator, as Element Plus runs it: resolves when valid, rejects with
// `{ errors: [{ message, field }] }` when not.
async function check(descriptor: ConstructorParameters<typeof Schema>[0], source: object) {
  try {
    await new Schema(descriptor).validate(source, { first: true })
    return []
  } catch (failure) {
    return (failure as { errors: { field: string; message: string }[] }).errors.map((error) => [
      error.field,
      error.message,
    ])
  }
}

describe('toFormItemRule', () => {
  it('reports a bad value with the rule message (Element Plus showed nothing before)', async () => {
    const mobile = toFormItemRule(rules.mobile, { required: true })
    expect(await check({ mobile }, { mobile: '123' })).toEqual([['mobile', '手机号码有误，请重填']])
    expect(await check({ mobile }, { mobile: '13800138000' })).toEqual([])
  })

  it('a required field reports an empty value with the required message', async () => {
    const mobile = toFormItemRule(rules.mobile, { required: true })
    for (const empty of ['', undefined, null]) {
      expect(await check({ mobile }, { mobile: empty })).toEqual([['mobile', '请输入手机号码']])
    }
    expect(mobile.required).toBe(true)
  })

  it('a custom required message replaces the default one', async () => {
    const name = toFormItemRule(rules.personName, { required: '请填写联系人' })
    expect(await check({ name }, { name: '' })).toEqual([['name', '请填写联系人']])
  })

  it('an optional field passes when empty and still checks a filled value', async () => {
    for (const email of [toFormItemRule(rules.email), toFormItemRule(optional(rules.email))]) {
      expect(email.required).toBe(false)
      expect(await check({ email }, { email: '' })).toEqual([])
      expect(await check({ email }, {})).toEqual([])
      expect(await check({ email }, { email: 'a@b' })).toEqual([['email', '邮箱格式不正确']])
    }
  })

  it('whitespace and non-strings are values, not empty: they fail the format', async () => {
    const mobile = toFormItemRule(rules.mobile)
    expect(await check({ mobile }, { mobile: ' ' })).toEqual([['mobile', '手机号码有误，请重填']])
    expect(await check({ mobile }, { mobile: 13800138000 })).toEqual([
      ['mobile', '手机号码有误，请重填'],
    ])
  })

  it('speaks the rule set language, or the locale option', async () => {
    const tw = createRules('zh-TW')
    expect(await check({ m: toFormItemRule(tw.mobile, { required: true }) }, { m: '' })).toEqual([
      ['m', '請輸入手機號碼'],
    ])
    expect(
      await check({ m: toFormItemRule(rules.mobile, { locale: 'zh-TW' }) }, { m: '1' }),
    ).toEqual([['m', '手機號碼有誤，請重填']])
  })

  it('uses the rule trigger unless told otherwise', () => {
    expect(toFormItemRule(rules.mobile).trigger).toBe('blur')
    expect(toFormItemRule(rules.mobile, { trigger: ['blur', 'change'] }).trigger).toEqual([
      'blur',
      'change',
    ])
  })
})
