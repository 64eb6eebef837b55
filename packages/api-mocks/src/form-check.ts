import { rules } from '@gdzyz/validators'
import { type FieldRule, FORM_RULES, isCityCode } from './form-rules'

export interface FieldError {
  field: string
  message: string
}

export type Checked =
  | { ok: true; values: Record<string, unknown>; stored: Record<string, unknown> }
  | { ok: false; fieldErrors: FieldError[] }

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

const REQUIRED = '此项为必填项'
const INVALID = '格式不正确'
const LINK = '链接只能是以 https:// 开头的网址，或以 / 开头的站内路径'

/** https with a host, or a path of the site (not `//host` or `/\\host`); no spaces or controls. */
const isSiteLink = (text: string): boolean =>
  !/[\s\\]/.test(text) &&
  ![...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127) &&
  (/^\/(?![/\\])/.test(text) || /^https:\/\/[^/?#]/i.test(text))

/** The message for one field's value, or undefined when it passes (empty optional fields pass). */
const messageFor = (name: string, rule: FieldRule, value: unknown): string | undefined => {
  if (isEmpty(value)) {
    if (!rule.required) return undefined
    return rule.rule ? rules[rule.rule].requiredMessages['zh-CN'] : REQUIRED
  }
  if (rule.ids)
    return Array.isArray(value) &&
      value.every((id) => typeof id === 'string' && /^\d{1,20}$/.test(id))
      ? undefined
      : INVALID
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    return INVALID
  const text = String(value)
  if (rule.rule) {
    const result = rules[rule.rule].validate(text)
    if (result !== true) return result
  }
  if (rule.maxLength !== undefined && [...text].length > rule.maxLength)
    return `不能超过${rule.maxLength}个字`
  if (rule.oneOf && !rule.oneOf.includes(text)) return INVALID
  if (rule.link && !isSiteLink(text)) return LINK
  if (name === 'districtId' && !isCityCode(text)) return INVALID
  return undefined
}

/**
 * Checks `body` against the rules of `name` (resource or action). `partial` checks only the
 * fields present (updates). Fields without a rule are dropped; `stored` leaves out secrets.
 */
export const checkForm = (
  name: string,
  body: Record<string, unknown>,
  partial = false,
): Checked | undefined => {
  const shape = FORM_RULES[name]
  if (!shape) return undefined
  const fieldErrors: FieldError[] = []
  const values: Record<string, unknown> = {}
  const stored: Record<string, unknown> = {}
  for (const [field, rule] of Object.entries(shape)) {
    const present = Object.hasOwn(body, field)
    if (partial && !present) continue
    const value = present ? body[field] : undefined
    const message = messageFor(field, rule, value)
    if (message) {
      fieldErrors.push({ field, message })
      continue
    }
    if (isEmpty(value) && !present) continue
    const kept = typeof value === 'string' ? value.trim() : value
    values[field] = kept
    if (!rule.secret) stored[field] = kept
  }
  return fieldErrors.length ? { ok: false, fieldErrors } : { ok: true, values, stored }
}

/** Fields of `name` whose value must be unique in its resource. */
export const uniqueFields = (name: string): string[] =>
  Object.entries(FORM_RULES[name] ?? {})
    .filter(([, rule]) => rule.unique)
    .map(([field]) => field)
