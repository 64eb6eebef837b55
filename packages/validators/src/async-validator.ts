import type { Locale } from './messages'
import { isEmpty, type OptionalRule } from './optional'
import type { Rule } from './rules'

/**
 * A rule object of async-validator, the validation library of Element Plus (`FormItemRule`),
 * Ant Design Vue and others: `validator(rule, value, callback)` calls `callback()` when the
 * value passes and `callback(new Error(message))` when it fails.
 */
export interface AsyncValidatorRule {
  /** Shown by Element Plus as the asterisk of a required field. */
  readonly required: boolean
  readonly trigger: 'blur' | 'change' | ('blur' | 'change')[]
  readonly validator: (
    rule: unknown,
    value: unknown,
    callback: (error?: string | Error) => void,
  ) => void
}

export interface ToFormItemRuleOptions {
  /**
   * Required field (default `false`: an empty value passes). `true` reports an empty value
   * (`undefined`, `null`, `''`) with the rule's required message (请输入…); a string replaces it.
   */
  required?: boolean | string
  /** The message language (default: the rule set's, `rules` is Simplified Chinese). */
  locale?: Locale
  /** When the form runs the rule (default: the rule's `blur`). */
  trigger?: AsyncValidatorRule['trigger']
}

/**
 * The rule as an async-validator rule, for Element Plus `el-form` `rules` and other
 * async-validator forms: an empty value fails with the required message when `required`,
 * passes otherwise; any other value gets the rule's own message when it fails.
 */
export const toFormItemRule = (
  rule: Rule | OptionalRule,
  options: ToFormItemRuleOptions = {},
): AsyncValidatorRule => {
  const locale = options.locale ?? rule.locale
  const required = options.required ?? false
  const requiredMessage = typeof required === 'string' ? required : rule.requiredMessages[locale]
  return Object.freeze({
    required: required !== false,
    trigger: options.trigger ?? rule.trigger,
    validator: (_rule: unknown, value: unknown, callback: (error?: string | Error) => void) => {
      if (isEmpty(value)) {
        callback(required === false ? undefined : new Error(requiredMessage))
        return
      }
      const result = rule.validate(value, locale)
      callback(result === true ? undefined : new Error(result))
    },
  })
}
