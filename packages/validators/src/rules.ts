import { isIdCard } from './id-card'
import { type Locale, MESSAGES, REQUIRED_MESSAGES, type RuleKey } from './messages'
import {
  isAccount,
  isCertifierName,
  isEmail,
  isMobile,
  isNoChinese,
  isOrgName,
  isPassword,
  isPassword2,
  isPersonName,
  isStrongPassword,
  isTelephone,
} from './predicates'
import type { StandardSchemaV1 } from './standard-schema'

export const VENDOR = '@gdzyz/validators'

/**
 * `true`, or the message. The one-argument form answers in the rule set's language; the second
 * argument picks `'zh-CN'` or `'zh-TW'`, and anything else there (react-hook-form passes the form
 * values) is ignored. Safe to pass detached, e.g. as react-hook-form's `validate`.
 */
export interface RuleValidate {
  (value: unknown): true | string
  (value: unknown, locale: Locale): true | string
}

/** What every rule, required or optional, carries. */
export interface RuleBase<K extends RuleKey = RuleKey> {
  readonly key: K
  /** When forms should run the rule. Every rule of the spec validates on blur. */
  readonly trigger: 'blur'
  /** The language of `validate` without a locale argument and of Standard Schema issues. */
  readonly locale: Locale
  /** The format messages (the spec's texts). */
  readonly messages: Readonly<Record<Locale, string>>
  /** What an empty required field says (请输入…), used by `formSchema` and the adapters. */
  readonly requiredMessages: Readonly<Record<Locale, string>>
  /** The plain predicate: the value exactly as given, never trimmed. */
  readonly test: (value: unknown) => boolean
  readonly validate: RuleValidate
}

/**
 * A shared form rule: predicate, bilingual message, trigger, and a Standard Schema v1. `validate`
 * and the Standard Schema check the format only (an empty string fails it); `formSchema` and the
 * adapters report an empty required field with `requiredMessages` instead.
 */
export interface Rule<K extends RuleKey = RuleKey>
  extends RuleBase<K>,
    StandardSchemaV1<string, string> {
  readonly optional: false
}

/** Every rule, by key. */
export type Rules = { readonly [K in RuleKey]: Rule<K> }

// `idCard` is wrapped so a stray second argument (an array index, form values) is never read
// as `today`.
const PREDICATES: Readonly<Record<RuleKey, (value: unknown) => boolean>> = {
  idCard: (value) => isIdCard(value),
  mobile: isMobile,
  certifierName: isCertifierName,
  password: isPassword,
  orgName: isOrgName,
  telephone: isTelephone,
  email: isEmail,
  password2: isPassword2,
  personName: isPersonName,
  noChinese: isNoChinese,
  account: isAccount,
  strongPassword: isStrongPassword,
}

const createRule = <K extends RuleKey>(key: K, defaultLocale: Locale): Rule<K> => {
  const test = PREDICATES[key]
  const [zhCN, zhTW] = MESSAGES[key]
  const messages = Object.freeze({ 'zh-CN': zhCN, 'zh-TW': zhTW })
  const [requiredCN, requiredTW] = REQUIRED_MESSAGES[key]
  const fallback = messages[defaultLocale]
  const validate = (value: unknown, locale?: Locale): true | string =>
    test(value) || (locale === 'zh-CN' ? zhCN : locale === 'zh-TW' ? zhTW : fallback)
  return Object.freeze({
    key,
    trigger: 'blur',
    locale: defaultLocale,
    optional: false,
    messages,
    requiredMessages: Object.freeze({ 'zh-CN': requiredCN, 'zh-TW': requiredTW }),
    test,
    validate,
    '~standard': Object.freeze({
      version: 1,
      vendor: VENDOR,
      validate: (value: unknown): StandardSchemaV1.Result<string> =>
        test(value) ? { value: value as string } : { issues: [{ message: fallback }] },
    }),
  })
}

/**
 * The whole rule set with `locale` as the language of `validate` without a locale argument and
 * of every Standard Schema issue. `rules` is the Simplified Chinese set.
 */
export const createRules = (locale: Locale = 'zh-CN'): Rules =>
  Object.freeze(
    Object.fromEntries(
      (Object.keys(PREDICATES) as RuleKey[]).map((key) => [key, createRule(key, locale)]),
    ),
  ) as Rules

/** The rule set with Simplified Chinese messages by default. */
// Marked pure so a bundle that imports only a predicate drops the rule set.
export const rules: Rules = /* @__PURE__ */ createRules()
