import { Box, Button, Text } from '@chakra-ui/react'
import type { ListRow } from '@gdzyz/api-client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo } from 'react'
import { type FieldValues, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApi } from '../app/api-context'
import type { FormDescriptor } from './descriptor'
import { bodyFromValues, emptyValue, valuesFromRecord } from './field-rules'
import { FormFields } from './form-fields'
import { useFormText } from './messages'
import { showFieldErrors, submitForm } from './submit'
import { useFormDraft } from './use-form-draft'
import { useUnsavedGuard } from './use-unsaved-guard'

interface FormBodyProps {
  descriptor: FormDescriptor
  /** The record being edited (update forms). */
  record: ListRow | undefined
  onSaved: (message: string) => void
}

const DRAFT_DELAY_MS = 600

/** The form itself: fields, submit, server field errors, unsaved guard and draft. */
export function FormBody({ descriptor, record, onSaved }: FormBodyProps) {
  const t = useFormText()
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const idPrefix = useId()
  const { fields } = descriptor
  const defaults = useMemo(
    () =>
      record
        ? valuesFromRecord(fields, record)
        : Object.fromEntries(fields.map((f) => [f.field, emptyValue(f)])),
    [fields, record],
  )
  const form = useForm<FieldValues>({ mode: 'onTouched', defaultValues: defaults })
  const dirty = form.formState.isDirty
  const guard = useUnsavedGuard(dirty)
  const draft = useFormDraft(
    descriptor.draft ? `${descriptor.submit}:${descriptor.resource}` : null,
  )

  useEffect(() => {
    if (!descriptor.draft) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const subscription = form.watch((values) => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (form.formState.isDirty) draft.save(values as Record<string, string | boolean>)
      }, DRAFT_DELAY_MS)
    })
    return () => {
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [descriptor.draft, form, draft])

  const mutation = useMutation({
    mutationFn: (values: FieldValues) =>
      submitForm(
        api,
        descriptor,
        bodyFromValues(fields, values),
        record ? String(record.id) : undefined,
      ),
    onSuccess: async (_data, values) => {
      draft.clear()
      await queryClient.invalidateQueries({ queryKey: ['gdzyz', 'resource'] })
      // An edited record keeps what was saved; a new one starts empty again.
      form.reset(record ? values : defaults)
      guard.release()
      if (descriptor.done) navigate(descriptor.done)
      else onSaved(t(record ? 'forms.saved' : 'forms.done'))
    },
    onError: (error) => {
      // The summary is already in the red message; each named field gets its own text.
      showFieldErrors(form.setError, error, fields)
    },
  })

  const onSubmit = form.handleSubmit((values) => {
    if (!mutation.isPending) mutation.mutate(values)
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={mutation.isPending || undefined}>
      {draft.offer ? (
        <Box
          role="status"
          display="flex"
          flexWrap="wrap"
          gap="2"
          alignItems="center"
          bg="brand.subtle"
          borderRadius="md"
          px="3"
          py="2"
          mb="4"
        >
          <Text fontSize="sm" flex="1">
            {t('forms.draft.found', { time: new Date(draft.offer.savedAt).toLocaleString() })}
          </Text>
          <Button
            size="xs"
            onClick={() => {
              const offer = draft.offer
              if (offer) form.reset({ ...defaults, ...offer.values }, { keepDefaultValues: true })
              draft.dismiss()
            }}
          >
            {t('forms.draft.restore')}
          </Button>
          <Button size="xs" variant="ghost" onClick={draft.clear}>
            {t('forms.draft.discard')}
          </Button>
        </Box>
      ) : null}
      <FormFields fields={fields} control={form.control} idPrefix={idPrefix} />
      <Box display="flex" gap="3" mt="2">
        <Button
          type="submit"
          colorPalette="brand"
          disabled={mutation.isPending}
          loading={mutation.isPending}
          loadingText={t('forms.submitting')}
        >
          {t(record ? 'forms.save' : 'forms.submit')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={mutation.isPending || !dirty}
          onClick={() => form.reset(defaults)}
        >
          {t('forms.reset')}
        </Button>
      </Box>
      {guard.prompt}
    </form>
  )
}
