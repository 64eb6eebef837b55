import { type Locale, rules } from '@gdzyz/validators'
import { CHOICE_KINDS, type FormFieldDescriptor } from './descriptor'

/** The messages a field check can answer, already in the interface language. */
export interface FieldRuleText {
  required: (label: string) => string
  requiredChoice: (label: string) => string
  tooLong: (count: number) => string
  tooSmall: (min: number) => string
  tooBig: (max: number) => string
  notNumber: string
}

/** A form value (text kinds hold strings, checkbox and switch booleans). */
export type FieldValue = string | boolean | undefined | null

const isEmpty = (value: FieldValue) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '')

/**
 * Checks one value as the form shows it: the required message (请输入… / 请选择…), then the
 * field's platform rule with its exact message, then length and range. An empty optional field
 * passes.
 */
export function checkField(
  field: FormFieldDescriptor,
  label: string,
  value: FieldValue,
  locale: Locale,
  text: FieldRuleText,
): true | string {
  const kind = field.kind ?? 'text'
  if (isEmpty(value)) {
    if (!field.required) return true
    return CHOICE_KINDS.has(kind) ? text.requiredChoice(label) : text.required(label)
  }
  if (typeof value !== 'string') return true
  if (field.rule) {
    const result = rules[field.rule].validate(value, locale)
    if (result !== true) return result
  }
  if (field.maxLength !== undefined && [...value].length > field.maxLength)
    return text.tooLong(field.maxLength)
  if (kind === 'number') {
    const number = Number(value)
    if (!Number.isFinite(number)) return text.notNumber
    if (field.min !== undefined && number < field.min) return text.tooSmall(field.min)
    if (field.max !== undefined && number > field.max) return text.tooBig(field.max)
  }
  return true
}

/** The empty value of a field's kind. */
export const emptyValue = (field: FormFieldDescriptor): string | boolean =>
  field.kind === 'checkbox' || field.kind === 'switch' ? false : ''

/** Form values from a record (loaded for editing): strings, booleans for the toggles. */
export function valuesFromRecord(
  fields: readonly FormFieldDescriptor[],
  record: Record<string, unknown> | undefined,
): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const field of fields) {
    const raw = record?.[field.field]
    if (field.kind === 'checkbox' || field.kind === 'switch') values[field.field] = raw === true
    else values[field.field] = raw === undefined || raw === null ? '' : String(raw)
  }
  return values
}

/** The request body: numbers as numbers, the rest as typed (text trimmed of nothing). */
export function bodyFromValues(
  fields: readonly FormFieldDescriptor[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of fields) {
    const value = values[field.field]
    if (field.kind === 'number' && typeof value === 'string' && value !== '')
      body[field.field] = Number(value)
    else body[field.field] = value ?? emptyValue(field)
  }
  return body
}
