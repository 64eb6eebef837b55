import { describe, expectTypeOf, it } from 'vitest'
import {
  ageFromBirthDate,
  birthDateFromIdCard,
  compressionQuality,
  createRules,
  type FormValues,
  formSchema,
  isIdCard,
  isMobile,
  type Locale,
  type OptionalRule,
  optional,
  type Rule,
  type RuleKey,
  type Rules,
  type RuleValidate,
  rules,
  type StandardSchemaV1,
} from './index'

describe('public types', () => {
  it('rules are keyed and literal', () => {
    expectTypeOf(rules).toEqualTypeOf<Rules>()
    expectTypeOf(rules.mobile.key).toEqualTypeOf<'mobile'>()
    expectTypeOf(rules.idCard).toEqualTypeOf<Rule<'idCard'>>()
    expectTypeOf(rules.email.trigger).toEqualTypeOf<'blur'>()
    expectTypeOf(rules.email.messages).toEqualTypeOf<Readonly<Record<Locale, string>>>()
    expectTypeOf<keyof Rules>().toEqualTypeOf<RuleKey>()
  })

  it('validate is the field-level contract: true or a message', () => {
    expectTypeOf(rules.mobile.validate).toEqualTypeOf<RuleValidate>()
    expectTypeOf(rules.mobile.validate).toBeCallableWith('1')
    expectTypeOf(rules.mobile.validate).toBeCallableWith('1', 'zh-TW')
    expectTypeOf(rules.mobile.validate).returns.toEqualTypeOf<true | string>()
    expectTypeOf(rules.mobile.test).toEqualTypeOf<(value: unknown) => boolean>()
  })

  it('rules and form schemas are Standard Schemas', () => {
    expectTypeOf(rules.email).toExtend<StandardSchemaV1<string, string>>()
    expectTypeOf<StandardSchemaV1.InferOutput<typeof rules.email>>().toEqualTypeOf<string>()
    expectTypeOf(rules.email['~standard'].version).toEqualTypeOf<1>()
    const schema = formSchema({ mobile: rules.mobile, email: rules.email })
    expectTypeOf<StandardSchemaV1.InferOutput<typeof schema>>().toEqualTypeOf<{
      mobile: string
      email: string
    }>()
  })

  it('optional fields and fields without a rule', () => {
    const shape = { mobile: rules.mobile, email: optional(rules.email) }
    expectTypeOf(shape.email).toEqualTypeOf<OptionalRule<'email'>>()
    expectTypeOf<FormValues<typeof shape>>().toEqualTypeOf<{
      mobile: string
      email?: string | null
    }>()
    const withAgree = formSchema<{ mobile: string; email?: string; agree: boolean }>(shape)
    expectTypeOf<StandardSchemaV1.InferOutput<typeof withAgree>>().toEqualTypeOf<{
      mobile: string
      email?: string
      agree: boolean
    }>()
    // @ts-expect-error a rule checks strings: it cannot sit on a boolean field
    formSchema<{ agree: boolean }>({ agree: rules.mobile })
  })

  it('locales are limited to the two interface languages', () => {
    expectTypeOf(createRules).parameters.toEqualTypeOf<[Locale?]>()
    // @ts-expect-error English is not an interface language
    createRules('en')
    // @ts-expect-error rules are read-only
    rules.mobile = createRules().mobile
  })

  it('helpers', () => {
    expectTypeOf(isIdCard).parameters.toEqualTypeOf<[unknown, Date?]>()
    expectTypeOf(isMobile).returns.toEqualTypeOf<boolean>()
    expectTypeOf(birthDateFromIdCard).returns.toEqualTypeOf<string | null>()
    expectTypeOf(ageFromBirthDate).parameters.toEqualTypeOf<[string, Date?]>()
    expectTypeOf(ageFromBirthDate).returns.toEqualTypeOf<number | null>()
    expectTypeOf(compressionQuality).returns.toEqualTypeOf<1 | 0.5 | 0.2>()
  })
})
