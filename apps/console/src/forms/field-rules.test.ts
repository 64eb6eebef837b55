import { describe, expect, it } from 'vitest'
import type { FormFieldDescriptor } from './descriptor'
import { controlFor, registerFieldControl } from './field-controls'
import { bodyFromValues, checkField, type FieldRuleText, valuesFromRecord } from './field-rules'

const text: FieldRuleText = {
  required: (label) => `请输入${label}`,
  requiredChoice: (label) => `请选择${label}`,
  tooLong: (n) => `不能超过${n}个字`,
  tooSmall: (n) => `不能小于${n}`,
  tooBig: (n) => `不能大于${n}`,
  notNumber: '请输入数字',
}

const check = (field: Partial<FormFieldDescriptor>, value: string | boolean, locale = 'zh-CN') =>
  checkField({ field: 'f', label: 'k', ...field }, '字段', value, locale as 'zh-CN' | 'zh-TW', text)

describe('checkField', () => {
  it('asks 请输入 for text and 请选择 for choices, and lets empty optional fields pass', () => {
    expect(check({ required: true }, '  ')).toBe('请输入字段')
    expect(check({ required: true, kind: 'district' }, '')).toBe('请选择字段')
    expect(check({ required: true, kind: 'checkbox' }, false)).toBe('请选择字段')
    expect(check({ rule: 'mobile' }, '')).toBe(true)
  })

  it("answers with the rule's exact message in the interface language", () => {
    expect(check({ rule: 'mobile' }, '12345')).toBe('手机号码有误，请重填')
    expect(check({ rule: 'mobile' }, '12345', 'zh-TW')).toBe('手機號碼有誤，請重填')
    expect(check({ rule: 'noChinese' }, 'abc中')).toBe('请勿输入中文')
    expect(check({ rule: 'mobile' }, '13800138000')).toBe(true)
  })

  it('checks length in characters (not UTF-16 units) and number ranges', () => {
    expect(check({ maxLength: 2 }, '𠀀𠀀')).toBe(true)
    expect(check({ maxLength: 2 }, '𠀀𠀀𠀀')).toBe('不能超过2个字')
    expect(check({ kind: 'number', min: 1, max: 10 }, '0')).toBe('不能小于1')
    expect(check({ kind: 'number', min: 1, max: 10 }, '11')).toBe('不能大于10')
    expect(check({ kind: 'number' }, '1e')).toBe('请输入数字')
  })
})

describe('form values', () => {
  const fields: FormFieldDescriptor[] = [
    { field: 'name', label: 'n' },
    { field: 'count', label: 'c', kind: 'number' },
    { field: 'agree', label: 'a', kind: 'checkbox' },
  ]

  it('reads a record as strings and toggles, and sends numbers as numbers', () => {
    const values = valuesFromRecord(fields, { name: '<b>x</b>', count: 3, agree: true, extra: 1 })
    expect(values).toEqual({ name: '<b>x</b>', count: '3', agree: true })
    expect(bodyFromValues(fields, values)).toEqual({ name: '<b>x</b>', count: 3, agree: true })
    expect(bodyFromValues(fields, {})).toEqual({ name: '', count: '', agree: false })
  })
})

function Editor() {
  return null
}

describe('field controls', () => {
  it('an unregistered kind is an error; a registered control is used', () => {
    expect(() => controlFor('richText')).toThrow('richText')
    registerFieldControl('richText', Editor)
    expect(controlFor('richText')).toBe(Editor)
  })
})
