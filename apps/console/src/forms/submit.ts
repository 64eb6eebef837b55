import {
  type ApiClient,
  createResource,
  type FieldError,
  fieldErrorsOf,
  runAction,
  updateResource,
} from '@gdzyz/api-client'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import type { FormDescriptor } from './descriptor'

/**
 * Sends a form: create, update of the loaded record, or the named action (on the loaded record,
 * when there is one: its id goes with the inputs).
 */
export function submitForm(
  api: ApiClient,
  descriptor: FormDescriptor,
  body: Record<string, unknown>,
  recordId: string | undefined,
): Promise<unknown> {
  if (descriptor.submit === 'create') return createResource(api, descriptor.resource, body)
  if (descriptor.submit === 'action')
    return runAction(api, descriptor.resource, recordId ? { ...body, id: recordId } : body)
  if (!recordId) return Promise.reject(new Error('update without a loaded record'))
  return updateResource(api, descriptor.resource, recordId, body)
}

/** The refused fields this form shows (others, unknown to the form, stay in the toast). */
export const fieldErrorsFor = (
  errors: readonly FieldError[],
  fields: readonly { field: string }[],
): FieldError[] => errors.filter((error) => fields.some((f) => f.field === error.field))

/** A record id from the address: digits only, else null (never sent to the server). */
export const recordIdFrom = (search: string): string | null => {
  const id = new URLSearchParams(search).get('id')
  return id && /^[0-9]{1,20}$/.test(id) ? id : null
}

/** Puts each field message of a refusal on its field (focusing the first); values stay as typed. */
export function showFieldErrors(
  setError: UseFormSetError<FieldValues>,
  error: unknown,
  fields: readonly { field: string }[],
): void {
  for (const [index, entry] of fieldErrorsFor(fieldErrorsOf(error), fields).entries())
    setError(entry.field, { type: 'server', message: entry.message }, { shouldFocus: index === 0 })
}
