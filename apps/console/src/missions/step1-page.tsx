import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { GUANGDONG_CITIES } from '../lists/districts'
import { fill } from '../lists/messages'
import { useMissionText } from './messages'
import { LIMITS, MISSION_TYPES, type MissionBasics } from './mission-form'
import { basicsErrors, beijingToday } from './mission-rules'
import { MissionFrame } from './page-parts'
import { DraftOffer, useWizardDraft } from './use-wizard-draft'
import { WizardField, type WizardFieldKind } from './wizard-field'
import { WizardSteps } from './wizard-steps'

export const STEP2_PATH = '/activity/mission_add_step2'
export const STEP1_PATH = '/activity/mission_add_step1'

type Field = keyof MissionBasics
const LAYOUT: readonly { field: Field; kind?: WizardFieldKind; optional?: true; full?: true }[] = [
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

/** Moves focus to the first control with a message (after a refused 下一步 or 发布). */
export function focusFirst(fields: readonly string[]) {
  for (const field of fields) {
    const element = document.getElementById(fieldId(field))
    if (element) {
      element.focus()
      return
    }
  }
}

/** 活动发布 step 1 (mission_add_step1): the mission's basic information. */
export function Step1Page({ title }: { title: string }) {
  const text = useMissionText()
  const locale = useLocale()
  const navigate = useNavigate()
  const { value, update, offer, restore, discard, prompt, release } = useWizardDraft()
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set())
  const [tried, setTried] = useState(false)
  const errors = basicsErrors(value.basics, {
    text: text.rules,
    labels: text.fields,
    locale,
    today: beijingToday(),
  })
  const shown = (field: Field) => (tried || touched.has(field) ? errors[field] : undefined)
  const count = Object.keys(errors).length

  const options = (field: Field) =>
    field === 'missionType'
      ? MISSION_TYPES.map((type) => ({ value: type, label: type }))
      : field === 'districtId'
        ? GUANGDONG_CITIES.map((city) => ({ value: city.code, label: city[locale] }))
        : []
  const placeholder = (kind: WizardFieldKind | undefined) =>
    kind === 'select'
      ? text.wizard.choosePlaceholder
      : kind === 'date'
        ? text.wizard.datePlaceholder
        : kind === 'time'
          ? text.wizard.timePlaceholder
          : undefined

  const next = () => {
    setTried(true)
    if (count > 0) {
      focusFirst(LAYOUT.map((l) => l.field).filter((f) => errors[f]))
      return
    }
    release()
    void navigate(STEP2_PATH)
  }

  return (
    <MissionFrame title={title}>
      <WizardSteps current={1} />
      {prompt}
      {offer ? (
        <DraftOffer savedAt={offer.savedAt} onRestore={restore} onDiscard={discard} />
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          next()
        }}
      >
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} columnGap="5">
          {LAYOUT.map(({ field, kind, optional, full }) => (
            <Box key={field} gridColumn={full ? { md: 'span 2' } : undefined}>
              <WizardField
                id={fieldId(field)}
                label={text.fields[field]}
                kind={kind}
                required={!optional}
                value={value.basics[field]}
                options={options(field)}
                placeholder={placeholder(kind)}
                maxLength={field in LIMITS ? LIMITS[field as keyof typeof LIMITS] : undefined}
                error={shown(field)}
                onBlur={() => setTouched((t) => new Set(t).add(field))}
                onChange={(v) =>
                  update((current) => ({ ...current, basics: { ...current.basics, [field]: v } }))
                }
              />
            </Box>
          ))}
        </Grid>
        <Flex gap="3" align="center" wrap="wrap" mt="2">
          <Button type="submit" colorPalette="brand">
            {text.wizard.next}
          </Button>
          {tried && count > 0 ? (
            <Text role="status" color="red.600" fontSize="sm">
              {fill(text.wizard.fixFirst, { count })}
            </Text>
          ) : null}
        </Flex>
      </form>
    </MissionFrame>
  )
}
