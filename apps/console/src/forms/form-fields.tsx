import { Box, chakra, Spinner, Text } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import { Suspense, useMemo } from 'react'
import { type Control, Controller, type FieldValues } from 'react-hook-form'
import type { FormFieldDescriptor } from './descriptor'
import { controlFor } from './field-controls'
import { checkField, type FieldRuleText, type FieldValue } from './field-rules'
import { useFormText } from './messages'

/** The messages of `checkField` in the interface language. */
export function useFieldRuleText(): FieldRuleText {
  const t = useFormText()
  return useMemo(
    () => ({
      required: (label) => t('forms.required', { label }),
      requiredChoice: (label) => t('forms.requiredChoice', { label }),
      tooLong: (count) => t('forms.tooLong', { count }),
      tooSmall: (min) => t('forms.tooSmall', { min }),
      tooBig: (max) => t('forms.tooBig', { max }),
      notNumber: t('forms.notNumber'),
    }),
    [t],
  )
}

interface FormFieldsProps {
  fields: readonly FormFieldDescriptor[]
  control: Control<FieldValues>
  /** Prefix of the controls' ids (unique on the page). */
  idPrefix: string
  disabled?: boolean
  /** One column (dialogs) instead of two from 768 px. */
  single?: boolean
}

/**
 * The fields of a descriptor, each a label, its control (from the registry), its hint and its
 * error. Every rule of @gdzyz/validators validates on blur: react-hook-form runs in 'onTouched'
 * mode, so a field is checked when it loses focus and again as it is corrected.
 */
export function FormFields({
  fields,
  control,
  idPrefix,
  disabled = false,
  single,
}: FormFieldsProps) {
  const t = useFormText()
  const locale = useLocale()
  const text = useFieldRuleText()
  return (
    <Box
      display="grid"
      gridTemplateColumns={single ? '1fr' : { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
      columnGap="6"
    >
      {fields.map((field) => {
        const id = `${idPrefix}-${field.field}`
        const label = t(field.label)
        const Control = controlFor(field.kind ?? 'text')
        return (
          <Controller
            key={field.field}
            name={field.field}
            control={control}
            rules={{
              validate: (value: FieldValue) => checkField(field, label, value, locale, text),
            }}
            render={({ field: input, fieldState }) => {
              const error = fieldState.error?.message
              const describedBy =
                [field.hint ? `${id}-hint` : '', error ? `${id}-error` : '']
                  .filter(Boolean)
                  .join(' ') || undefined
              return (
                <Box
                  mb="4"
                  gridColumn={
                    field.span === 'full' || field.kind === 'textarea' ? '1 / -1' : undefined
                  }
                >
                  <chakra.label
                    id={`${id}-label`}
                    htmlFor={id}
                    display="block"
                    fontSize="sm"
                    fontWeight="medium"
                    mb="1"
                  >
                    {field.required ? (
                      <chakra.span color="fg.error" aria-hidden="true" mr="0.5">
                        *
                      </chakra.span>
                    ) : null}
                    {label}
                  </chakra.label>
                  <Suspense fallback={<Spinner size="sm" />}>
                    <Control
                      id={id}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      invalid={error !== undefined}
                      describedBy={describedBy}
                      disabled={disabled}
                      field={field}
                    />
                  </Suspense>
                  {field.hint ? (
                    <Text id={`${id}-hint`} color="fg.muted" fontSize="xs" mt="1">
                      {t(field.hint)}
                    </Text>
                  ) : null}
                  {error ? (
                    <Text id={`${id}-error`} role="alert" color="fg.error" fontSize="sm" mt="1">
                      {error}
                    </Text>
                  ) : null}
                </Box>
              )
            }}
          />
        )
      })}
    </Box>
  )
}
