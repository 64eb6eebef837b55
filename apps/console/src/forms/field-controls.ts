import { type ComponentType, lazy } from 'react'
import { ChoiceControl, DistrictControl, ToggleControl } from './choice-controls'
import type { FormFieldDescriptor, FormFieldKind } from './descriptor'
import { TextareaControl, TextControl } from './text-controls'

/** What every control receives; `value` is a string (toggles: a boolean). */
export interface FieldControlProps {
  id: string
  value: unknown
  onChange: (value: unknown) => void
  onBlur: () => void
  invalid: boolean
  /** Ids of the hint and error texts, for aria-describedby. */
  describedBy: string | undefined
  disabled: boolean
  field: FormFieldDescriptor
}

export type FieldControl = ComponentType<FieldControlProps>

const ImageControl = lazy(() =>
  import('./image-control').then((m) => ({ default: m.ImageControl })),
)

const controls = new Map<FormFieldKind, FieldControl>([
  ['text', TextControl],
  ['password', TextControl],
  ['number', TextControl],
  ['date', TextControl],
  ['dateTime', TextControl],
  ['time', TextControl],
  ['textarea', TextareaControl],
  ['select', ChoiceControl],
  ['radio', ChoiceControl],
  ['checkbox', ToggleControl],
  ['switch', ToggleControl],
  ['district', DistrictControl],
  ['image', ImageControl],
])

/**
 * Registers the control of a kind (heavy ones as `React.lazy`, so they load only on the pages
 * that use them). The rich-text editor registers `richText` here.
 */
export function registerFieldControl(kind: FormFieldKind, control: FieldControl): void {
  controls.set(kind, control)
}

/** The control of a kind; a kind nobody registered is a programming error. */
export function controlFor(kind: FormFieldKind): FieldControl {
  const control = controls.get(kind)
  if (!control) throw new Error(`No form control is registered for kind "${kind}"`)
  return control
}
