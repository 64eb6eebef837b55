import type { RegisterOptions, Validate } from 'react-hook-form'
import { describe, expectTypeOf, it } from 'vitest'
import { optional } from './optional'
import { rules } from './rules'

interface Registration {
  mobile: string
  email?: string
  agree: boolean
}

describe('field-level validate against react-hook-form', () => {
  it('a rule validate is a react-hook-form Validate for the form values', () => {
    expectTypeOf(rules.mobile.validate).toExtend<Validate<string, Registration>>()
    expectTypeOf(optional(rules.email).validate).toExtend<
      Validate<string | undefined, Registration>
    >()
  })

  it('the documented register options type-check', () => {
    const options: RegisterOptions<Registration, 'mobile'> = {
      required: rules.mobile.requiredMessages['zh-CN'],
      validate: rules.mobile.validate,
    }
    expectTypeOf(options).toExtend<RegisterOptions<Registration, 'mobile'>>()
  })

  it('an explicit locale still type-checks and unknown locales do not', () => {
    expectTypeOf(rules.mobile.validate('1', 'zh-TW')).toEqualTypeOf<true | string>()
    // @ts-expect-error English is not an interface language
    rules.mobile.validate('1', 'en')
  })
})
