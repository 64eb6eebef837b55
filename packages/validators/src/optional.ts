import type { Locale, RuleKey } from './messages'
import { type Rule, type RuleBase, VENDOR } from './rules'
import type { StandardSchemaV1 } from './standard-schema'

/** `undefined`, `null` and `''`: what an untouched or cleared field holds. */
export const isEmpty = (value: unknown): value is undefined | null | '' =>
  value === undefined || value === null || value === ''

/**
 * A rule for an optional field: an empty value (`undefined`, `null` or `''`) passes, anything
 * else must pass the rule. Same key, messages and trigger as the rule it wraps.
 */
export interface OptionalRule<K extends RuleKey = RuleKey>
  extends RuleBase<K>,
    StandardSchemaV1<string | null | undefined, string | null | undefined> {
  readonly optional: true
}

/** The optional variant of `rule`, for `formSchema`, field-level validation and the adapters. */
export const optional = <K extends RuleKey>(rule: Rule<K> | OptionalRule<K>): OptionalRule<K> => {
  // The second argument may be anything (react-hook-form passes the form values): the wrapped
  // rule ignores what is not a locale.
  const validate = (value: unknown, locale?: Locale): true | string =>
    isEmpty(value) || rule.validate(value, locale as Locale)
  return Object.freeze({
    key: rule.key,
    trigger: rule.trigger,
    locale: rule.locale,
    optional: true,
    messages: rule.messages,
    requiredMessages: rule.requiredMessages,
    test: (value: unknown) => isEmpty(value) || rule.test(value),
    validate,
    '~standard': Object.freeze({
      version: 1,
      vendor: VENDOR,
      validate: (value: unknown): StandardSchemaV1.Result<string | null | undefined> =>
        isEmpty(value) || rule.test(value)
          ? { value: value as string | null | undefined }
          : { issues: [{ message: rule.messages[rule.locale] }] },
    }),
  })
}
