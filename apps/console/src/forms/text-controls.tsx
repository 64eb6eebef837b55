import { Input, Textarea } from '@chakra-ui/react'
import type { FieldControlProps } from './field-controls'

const INPUT_TYPES = {
  text: 'text',
  password: 'password',
  number: 'text',
  date: 'date',
  dateTime: 'datetime-local',
  time: 'time',
} as const

const AUTOCOMPLETE: Record<string, string> = {
  password: 'new-password',
  mobile: 'tel',
  telephone: 'tel',
  email: 'email',
}

const aria = ({ id, invalid, describedBy, disabled }: FieldControlProps) => ({
  id,
  'aria-invalid': invalid || undefined,
  'aria-describedby': describedBy,
  disabled,
})

/** Single-line inputs: text, password, number (digits keyboard), date, date-time, time. */
export function TextControl(props: FieldControlProps) {
  const { field, value, onChange, onBlur } = props
  const kind = field.kind ?? 'text'
  const type = INPUT_TYPES[kind as keyof typeof INPUT_TYPES] ?? 'text'
  return (
    <Input
      {...aria(props)}
      type={type}
      inputMode={kind === 'number' ? 'decimal' : undefined}
      autoComplete={AUTOCOMPLETE[kind === 'password' ? 'password' : (field.rule ?? '')] ?? 'off'}
      aria-required={field.required || undefined}
      maxLength={field.maxLength}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
    />
  )
}

/** Multi-line text. */
export function TextareaControl(props: FieldControlProps) {
  const { field, value, onChange, onBlur } = props
  return (
    <Textarea
      {...aria(props)}
      aria-required={field.required || undefined}
      rows={4}
      borderWidth="1px"
      borderColor="border"
      _invalid={{ borderColor: 'border.error' }}
      borderRadius="l2"
      px="3"
      py="2"
      w="full"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
    />
  )
}
