import { Box, chakra, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react'

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
  options?: readonly { value: string; label: string }[]
  placeholder?: string
  hint?: string
  maxLength?: number
}

/** One labelled control of the wizard, its message announced and tied to it. */
export function WizardField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  kind = 'text',
  required,
  options = [],
  placeholder,
  hint,
  maxLength,
}: WizardFieldProps) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean)
  const common = {
    id,
    value,
    onBlur,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  } as const
  const change = (event: { currentTarget: { value: string } }) =>
    onChange(event.currentTarget.value)
  return (
    <Box mb="4" minW="0">
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {required ? (
          <chakra.span color="red.600" aria-hidden="true" me="1">
            *
          </chakra.span>
        ) : null}
        {label}
      </chakra.label>
      {kind === 'textarea' ? (
        <Textarea
          {...common}
          rows={4}
          width="full"
          p="2"
          borderWidth="1px"
          borderColor={error ? 'red.600' : 'border'}
          borderRadius="md"
          maxLength={maxLength ? maxLength * 2 : undefined}
          onChange={change}
        />
      ) : kind === 'select' ? (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            {...common}
            onChange={change}
            borderColor={error ? 'red.600' : undefined}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          {...common}
          size="sm"
          inputMode={kind === 'number' ? 'numeric' : kind === 'text' ? undefined : 'numeric'}
          autoComplete="off"
          placeholder={placeholder}
          borderColor={error ? 'red.600' : undefined}
          onChange={change}
        />
      )}
      {hint ? (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} role="alert" color="red.600" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  )
}
