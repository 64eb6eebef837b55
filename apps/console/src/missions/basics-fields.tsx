import { Box, Grid } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import { GUANGDONG_CITIES } from '../lists/districts'
import { useMissionText } from './messages'
import { MISSION_TYPES, type MissionBasics } from './mission-form'
import type { FieldErrors } from './mission-rules'
import { WizardField, type WizardFieldKind } from './wizard-field'

type Field = keyof MissionBasics

/** The basic information's fields in page order. */
export const BASICS_LAYOUT: readonly {
  field: Field
  kind?: WizardFieldKind
  optional?: true
  full?: true
}[] = [
  { field: 'title', full: true },
  { field: 'missionType', kind: 'select' },
  { field: 'districtId', kind: 'select' },
  { field: 'address', full: true },
  { field: 'startDate', kind: 'date' },
  { field: 'endDate', kind: 'date' },
  { field: 'startTime', kind: 'time' },
  { field: 'endTime', kind: 'time' },
  { field: 'recruitCount', kind: 'number' },
  { field: 'contactName' },
  { field: 'mobile' },
  { field: 'email', optional: true },
  { field: 'description', kind: 'textarea', full: true },
]

export const fieldId = (field: string) => `mission-${field}`

/** Moves focus to the first control with a message (after a refused 下一步, 发布 or 保存). */
export function focusFirst(fields: readonly string[]) {
  for (const field of fields) {
    const element = document.getElementById(fieldId(field))
    if (element) {
      element.focus()
      return
    }
  }
}

interface BasicsFieldsProps {
  value: MissionBasics
  /** The messages to show now (by field). */
  errors: FieldErrors<MissionBasics>
  onChange: (field: Field, value: string) => void
  onBlur: (field: Field) => void
}

/** The mission's basic information (活动发布 step 1, 历史活动发布, 活动修改). */
export function BasicsFields({ value, errors, onChange, onBlur }: BasicsFieldsProps) {
  const text = useMissionText()
  const locale = useLocale()
  const options = (field: Field) =>
    field === 'missionType'
      ? MISSION_TYPES.map((type) => ({ value: type, label: type }))
      : field === 'districtId'
        ? GUANGDONG_CITIES.map((city) => ({ value: city.code, label: city[locale] }))
        : []
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} columnGap="5">
      {BASICS_LAYOUT.map(({ field, kind, optional, full }) => (
        <Box key={field} gridColumn={full ? { md: 'span 2' } : undefined}>
          <WizardField
            id={fieldId(field)}
            label={text.fields[field]}
            kind={kind}
            required={!optional}
            value={value[field]}
            options={options(field)}
            error={errors[field]}
            onBlur={() => onBlur(field)}
            onChange={(v) => onChange(field, v)}
          />
        </Box>
      ))}
    </Grid>
  )
}
