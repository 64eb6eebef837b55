import { Box, chakra, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import type { FormFieldDescriptor } from '../forms/descriptor'
import { controlFor } from '../forms/field-controls'

export type WizardFieldKind = 'text' | 'textarea' | 'select' | 'date' | 'time' | 'number'

interface WizardFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | undefined
  kind?: WizardFieldKind
  required?: boolean
  /** Choices of a select (labels as shown). */
  options?: readonly { value: string; label: string }[]
}

/**
 * One labelled control of the mission pages: the forms' control of its kind (field-controls),
 * its message announced and tied to it. The mission rules check the value, not the control.
 */
export function WizardField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  kind = 'text',
  required,
  options,
}: WizardFieldProps) {
  const describedBy = error ? `${id}-error` : undefined
  const field = useMemo<FormFieldDescriptor>(
    () => ({ field: id, label, kind, required, options }),
    [id, label, kind, required, options],
  )
  const Control = controlFor(kind)
  return (
    <Box mb="4" minW="0">
      <chakra.label
        id={`${id}-label`}
        htmlFor={id}
        display="block"
        fontSize="sm"
        fontWeight="medium"
        mb="1"
      >
        {required ? (
          <chakra.span color="red.600" aria-hidden="true" me="1">
            *
          </chakra.span>
        ) : null}
        {label}
      </chakra.label>
      <Control
        id={id}
        value={value}
        onChange={(next) => onChange(typeof next === 'string' ? next : '')}
        onBlur={() => onBlur?.()}
        invalid={error !== undefined}
        describedBy={describedBy}
        disabled={false}
        field={field}
      />
      {error ? (
        <Text id={`${id}-error`} role="alert" color="red.600" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  )
}
