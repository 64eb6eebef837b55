import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useId, useRef, useState } from 'react'
import { type FieldValues, useForm } from 'react-hook-form'
import type { FormFieldDescriptor } from './descriptor'
import { bodyFromValues, emptyValue } from './field-rules'
import { FormFields } from './form-fields'
import { useFormText } from './messages'
import { showFieldErrors } from './submit'

export interface ActionDialogProps {
  title: string
  /** The question (alertdialog); without fields it is all the dialog says. */
  confirm?: string | undefined
  fields?: readonly FormFieldDescriptor[] | undefined
  danger?: boolean
  /** Runs the action; a rejection keeps the dialog open with everything typed. */
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>
  onClose: () => void
}

/**
 * Confirms a list action (delete, enable, transfer…) and asks its inputs: a refusal keeps the
 * values, and fields the server names show its message.
 */
export function ActionDialog({
  title,
  confirm,
  fields = [],
  danger,
  onSubmit,
  onClose,
}: ActionDialogProps) {
  const t = useFormText()
  const idPrefix = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm<FieldValues>({
    mode: 'onTouched',
    defaultValues: Object.fromEntries(fields.map((f) => [f.field, emptyValue(f)])),
  })
  const submit = form.handleSubmit(async (values) => {
    if (busy) return
    setBusy(true)
    try {
      await onSubmit(bodyFromValues(fields, values))
      onClose()
    } catch (error) {
      showFieldErrors(form.setError, error, fields)
    } finally {
      setBusy(false)
    }
  })
  return (
    <Dialog.Root
      open
      role={fields.length ? 'dialog' : 'alertdialog'}
      initialFocusEl={fields.length ? undefined : () => cancelRef.current}
      onOpenChange={(details) => (details.open || busy ? undefined : onClose())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {confirm ? (
                  <Dialog.Description mb={fields.length ? '4' : '0'}>{confirm}</Dialog.Description>
                ) : null}
                {fields.length ? (
                  <FormFields fields={fields} control={form.control} idPrefix={idPrefix} single />
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  ref={cancelRef}
                  type="button"
                  variant="outline"
                  disabled={busy}
                  onClick={onClose}
                >
                  {t('forms.actions.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette={danger ? 'red' : 'brand'}
                  disabled={busy}
                  loading={busy}
                >
                  {t('forms.actions.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
