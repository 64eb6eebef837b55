import type { RuleKey } from '@gdzyz/validators'

/** How a form field is edited; each kind has one control in `field-controls.ts`. */
export type FormFieldKind =
  | 'text'
  | 'password'
  | 'textarea'
  | 'number'
  | 'date'
  | 'dateTime'
  | 'time'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'switch'
  | 'district'
  | 'image'
  | 'richText'

export interface FormFieldDescriptor {
  /** Body field name in the contract. */
  field: string
  /** Full i18n key in namespace app (each area owns its subtree). */
  label: string
  /** Default 'text'. */
  kind?: FormFieldKind
  /** 请输入{label} (text-like) / 请选择{label} (choices). */
  required?: boolean
  /** One of the 12 @gdzyz/validators rules: its messages and triggers. */
  rule?: RuleKey
  maxLength?: number
  min?: number
  max?: number
  /** Choices of select and radio fields; label = i18n key. */
  options?: readonly { value: string; label: string }[]
  /** i18n key of a hint shown under the field. */
  hint?: string
  span?: 'full'
}

export interface FormDescriptor {
  /** Discriminates it from a ListDescriptor in SectionPages. */
  form: true
  /** Resource (create/update) or action name (action). */
  resource: string
  submit: 'create' | 'update' | 'action'
  /**
   * Edit pages: 'record' reads ?id= with getResourceRecord, then updates it; 'single' edits the
   * one record of a resource that holds a single row (the admin's own organisation).
   */
  load?: 'record' | 'single'
  fields: readonly FormFieldDescriptor[]
  /** Long forms: autosave per admin, offer to restore. */
  draft?: boolean
  /** Route opened after success (e.g. the list), else stay with a success toast. */
  done?: string
}

/** Kinds whose required message is 请选择… rather than 请输入…. */
export const CHOICE_KINDS: ReadonlySet<FormFieldKind> = new Set([
  'select',
  'radio',
  'checkbox',
  'switch',
  'district',
  'image',
  'date',
  'dateTime',
  'time',
])

export const isFormDescriptor = (page: unknown): page is FormDescriptor =>
  typeof page === 'object' && page !== null && (page as { form?: unknown }).form === true
