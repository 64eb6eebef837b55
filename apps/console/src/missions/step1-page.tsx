import { Button, Flex, Text } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { fill } from '../lists/messages'
import { BASICS_LAYOUT, BasicsFields, focusFirst } from './basics-fields'
import { useMissionText } from './messages'
import type { MissionBasics } from './mission-form'
import { basicsErrors, beijingToday } from './mission-rules'
import { MissionFrame } from './page-parts'
import { DraftOffer, useWizardDraft } from './use-wizard-draft'
import { WizardSteps } from './wizard-steps'

export const STEP2_PATH = '/activity/mission_add_step2'
export const STEP1_PATH = '/activity/mission_add_step1'

type Field = keyof MissionBasics

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
  const shown = Object.fromEntries(
    Object.entries(errors).filter(([field]) => tried || touched.has(field as Field)),
  )
  const count = Object.keys(errors).length

  const next = () => {
    setTried(true)
    if (count > 0) {
      focusFirst(BASICS_LAYOUT.map((l) => l.field).filter((f) => errors[f]))
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
        <BasicsFields
          value={value.basics}
          errors={shown}
          onBlur={(field) => setTouched((t) => new Set(t).add(field))}
          onChange={(field, v) =>
            update((current) => ({ ...current, basics: { ...current.basics, [field]: v } }))
          }
        />
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
