import type { FormItemRule, FormRules } from 'element-plus'
import { describe, expectTypeOf, it } from 'vitest'
import { type AsyncValidatorRule, toFormItemRule } from './async-validator'
import { optional } from './optional'
import { rules } from './rules'

describe('toFormItemRule against Element Plus', () => {
  it('is an Element Plus FormItemRule', () => {
    const rule: FormItemRule = toFormItemRule(rules.mobile, { required: true })
    const fromType: FormItemRule = {} as AsyncValidatorRule
    expectTypeOf(rule.validator).not.toBeUndefined()
    expectTypeOf(fromType.trigger).not.toBeUndefined()
  })

  it('fits el-form rules as a single rule or in an array', () => {
    const formRules: FormRules<{ mobile: string; email: string }> = {
      mobile: [toFormItemRule(rules.mobile, { required: true })],
      email: toFormItemRule(optional(rules.email)),
    }
    expectTypeOf(formRules.mobile).not.toBeUndefined()
  })

  it('a rule object itself is not an Element Plus rule that validates', () => {
    // The rule's `validate(value, locale)` is not async-validator's `validator(rule, value, cb)`:
    // passing the rule as it is type-checks but validates nothing; the adapter is required.
    expectTypeOf(rules.mobile).not.toHaveProperty('validator')
  })
})
