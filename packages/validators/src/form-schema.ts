import type { Locale } from './messages'
import { type Rule, VENDOR } from './rules'
import type { StandardSchemaV1 } from './standard-schema'

type FormValues<S> = { [K in keyof S]: string }

/**
 * A Standard Schema v1 for a whole form: each field of `shape` is checked by its rule, and every
 * failing field yields one issue with `path: [field]` and the rule's message in `locale`. For
 * form-level resolvers (react-hook-form's `standardSchemaResolver`) and other schema consumers.
 * A value that is not an object is read as an empty one, so every field fails.
 */
export const formSchema = <S extends Readonly<Record<string, Rule>>>(
  shape: S,
  locale?: Locale,
): StandardSchemaV1<FormValues<S>> => ({
  '~standard': {
    version: 1,
    vendor: VENDOR,
    validate: (value) => {
      const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
        string,
        unknown
      >
      const issues: StandardSchemaV1.Issue[] = []
      for (const [field, rule] of Object.entries(shape)) {
        const fieldValue = Object.hasOwn(record, field) ? record[field] : undefined
        const result = rule.validate(fieldValue, locale)
        if (result !== true) issues.push({ message: result, path: [field] })
      }
      return issues.length ? { issues } : { value: value as FormValues<S> }
    },
  },
})
