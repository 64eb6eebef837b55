import type { Locale } from './messages'
import { isEmpty, type OptionalRule } from './optional'
import { type Rule, VENDOR } from './rules'
import type { StandardSchemaV1 } from './standard-schema'

/** The rules of a form, by field name: required rules, or `optional(rule)` for optional fields. */
export type FormShape = Readonly<Record<string, Rule | OptionalRule>>

/** The values a `formSchema(shape)` accepts: a string per required field, optional ones may be empty. */
export type FormValues<S extends FormShape> = Flatten<
  { [K in keyof S as S[K] extends OptionalRule ? never : K]: string } & {
    [K in keyof S as S[K] extends OptionalRule ? K : never]?: string | null
  }
>

type Flatten<T> = { [K in keyof T]: T[K] }

/** The shape of a form whose values are `V`: rules for some of its string fields. */
export type FormShapeFor<V> = {
  readonly [K in keyof V]?: V[K] extends string | null | undefined ? Rule | OptionalRule : never
}

const validateForm = (shape: FormShape, locale: Locale | undefined, value: unknown) => {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >
  const issues: StandardSchemaV1.Issue[] = []
  for (const [field, rule] of Object.entries(shape)) {
    if (rule === undefined) continue
    const fieldValue = Object.hasOwn(record, field) ? record[field] : undefined
    const language = locale ?? rule.locale
    const result =
      isEmpty(fieldValue) && !rule.optional
        ? rule.requiredMessages[language]
        : rule.validate(fieldValue, language)
    if (result !== true) issues.push({ message: result, path: [field] })
  }
  return issues
}

/**
 * A Standard Schema v1 for a whole form: each field of `shape` is checked by its rule, and every
 * failing field yields one issue with `path: [field]` and a message in `locale` (default: each
 * rule's own language). An empty required field (`undefined`, `null`, `''`) gets the rule's
 * required message (请输入…); an `optional(rule)` field passes when empty. Fields without a rule
 * pass through untouched, whatever their type. A value that is not an object is read as an
 * empty one. For form-level resolvers (react-hook-form's `standardSchemaResolver`) and other
 * schema consumers.
 *
 * Give the form's value type when it has fields without a rule, so the schema is typed with
 * them: `formSchema<{ mobile: string; agree: boolean }>({ mobile: rules.mobile })`.
 */
export function formSchema<S extends FormShape>(
  shape: S,
  locale?: Locale,
): StandardSchemaV1<FormValues<S>>
export function formSchema<V extends object>(
  shape: FormShapeFor<V>,
  locale?: Locale,
): StandardSchemaV1<V>
export function formSchema(shape: object, locale?: Locale): StandardSchemaV1<unknown> {
  return {
    '~standard': {
      version: 1,
      vendor: VENDOR,
      validate: (value) => {
        const issues = validateForm(shape as FormShape, locale, value)
        return issues.length ? { issues } : { value }
      },
    },
  }
}
