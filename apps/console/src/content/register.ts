import { lazy } from 'react'
import { getI18n } from 'react-i18next'
import { registerFieldControl } from '../forms/field-controls'
import { registerContentFormMessages } from './form-messages'

// Squire and the toolbar load only when a form shows a rich-text field.
const RichTextControl = lazy(() =>
  import('../rich-text/rich-text-control').then((m) => ({ default: m.RichTextControl })),
)

/**
 * Makes the content forms renderable: the lazy `richText` control and the `content.*` labels in
 * the app's i18n instance. Called by the section modules whose pages use them, as they load.
 */
export function registerContentForms(): void {
  registerFieldControl('richText', RichTextControl)
  const instance = getI18n()
  if (instance) registerContentFormMessages(instance)
}
