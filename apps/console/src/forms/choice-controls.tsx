import { Box, chakra, NativeSelect } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import { GUANGDONG_CITIES } from '../lists/districts'
import type { FieldControlProps } from './field-controls'
import { useFormText } from './messages'

const aria = ({ id, invalid, describedBy, disabled, field }: FieldControlProps) => ({
  id,
  'aria-invalid': invalid || undefined,
  'aria-describedby': describedBy,
  'aria-required': field.required || undefined,
  disabled,
})

function Select(
  props: FieldControlProps & { options: readonly { value: string; label: string }[] },
) {
  const t = useFormText()
  const { value, onChange, onBlur } = props
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        {...aria(props)}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      >
        <option value="">{t('forms.choose')}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

/** select (a drop-down) and radio (a group of radio buttons) over the field's options. */
export function ChoiceControl(props: FieldControlProps) {
  const t = useFormText()
  const options = (props.field.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }))
  if (props.field.kind !== 'radio') return <Select {...props} options={options} />
  const { id, value, onChange, onBlur, disabled, invalid, describedBy } = props
  return (
    <Box
      id={id}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      display="flex"
      flexWrap="wrap"
      gap="4"
      minH="10"
      alignItems="center"
    >
      {options.map((option) => (
        <chakra.label key={option.value} display="inline-flex" alignItems="center" gap="1.5">
          <chakra.input
            type="radio"
            name={id}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
          />
          {option.label}
        </chakra.label>
      ))}
    </Box>
  )
}

/** checkbox and switch: a boolean. */
export function ToggleControl(props: FieldControlProps) {
  const { value, onChange, onBlur } = props
  return (
    <Box minH="10" display="flex" alignItems="center">
      <chakra.input
        {...aria(props)}
        type="checkbox"
        role={props.field.kind === 'switch' ? 'switch' : undefined}
        boxSize="4"
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onBlur={onBlur}
      />
    </Box>
  )
}

/** One of Guangdong's 21 cities (its code). */
export function DistrictControl(props: FieldControlProps) {
  const locale = useLocale()
  const options = GUANGDONG_CITIES.map((city) => ({ value: city.code, label: city[locale] }))
  return <Select {...props} options={options} />
}
