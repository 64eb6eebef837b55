import { isIdCard } from './id-card'
import { type Locale, MESSAGES, type RuleKey } from './messages'
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

/** A shared form rule: predicate, bilingual message, trigger, and a Standard Schema v1. */
export interface Rule<K extends RuleKey = RuleKey> extends StandardSchemaV1<string, string> {
  readonly key: K
  /** When forms should run the rule. Every rule of the spec validates on blur. */
  readonly trigger: 'blur'
  readonly messages: Readonly<Record<Locale, string>>
  /** The plain predicate: the value exactly as given, never trimmed. */
  readonly test: (value: unknown) => boolean
  /**
   * `true`, or the message in `locale` (the rule set's locale when absent or unknown). Safe to
   * pass detached, e.g. as react-hook-form's `validate`, whose second argument is ignored.
   */
  readonly validate: (value: unknown, locale?: Locale) => true | string
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
  const fallback = messages[defaultLocale]
  const validate = (value: unknown, locale?: Locale): true | string =>
    test(value) || (locale === 'zh-CN' ? zhCN : locale === 'zh-TW' ? zhTW : fallback)
  return Object.freeze({
    key,
    trigger: 'blur',
    messages,
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
export const rules: Rules = createRules()
