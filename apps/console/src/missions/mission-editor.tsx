import { Button, chakra, Flex, Text } from '@chakra-ui/react'
import type { ListRow } from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { notifySuccess, useLocale } from '@gdzyz/ui-shell'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useFormDraft } from '../forms/use-form-draft'
import { useUnsavedGuard } from '../forms/use-unsaved-guard'
import { fill } from '../lists/messages'
import { BASICS_LAYOUT, BasicsFields, focusFirst } from './basics-fields'
import { DetailFields, detailFocusOrder } from './detail-fields'
import { useMissionText } from './messages'
import type { MissionBasics, MissionWizardValue } from './mission-form'
import {
  basicsErrors,
  beijingToday,
  detailErrorCount,
  detailErrors,
  type MissionDates,
} from './mission-rules'
import { serverFieldErrors } from './server-errors'
import { publishedHref } from './step2-page'
import { DraftOffer } from './use-wizard-draft'
import { draftValues, wizardFromDraft } from './wizard-draft'

type Field = keyof MissionBasics

interface MissionEditorProps {
  /** The value the page opens with (read once). */
  initial: MissionWizardValue
  dates: MissionDates
  /** Name of the autosaved draft among the admin's form drafts. */
  draftKey: string
  send: (value: MissionWizardValue) => Promise<ListRow>
  submitLabel: string
  submittingLabel: string
  /** Toast after a successful send (then 活动查询 opens on the mission). */
  doneMessage: string
  /** Shown above the fields (e.g. what a history mission is). */
  intro?: ReactNode
}

const Heading = chakra('h2', { base: { fontSize: 'md', fontWeight: 'semibold', mb: '3' } })

/**
 * The whole mission on one page (历史活动发布, 活动修改): the wizard's fields and rules with the
 * page's date rules, a draft per admin, the unsaved guard, server refusals beside their fields
 * with everything typed kept.
 */
export function MissionEditor(props: MissionEditorProps) {
  const text = useMissionText()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [initial] = useState(props.initial)
  const [value, setValue] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set())
  const [tried, setTried] = useState(false)
  const [server, setServer] = useState<Record<string, string>>({})
  const dirty = value !== initial
  const draft = useFormDraft(props.draftKey)
  const guard = useUnsavedGuard(dirty)
  const { save } = draft
  useEffect(() => {
    if (dirty) save(draftValues(value))
  }, [value, dirty, save])

  const basics = basicsErrors(value.basics, {
    text: text.rules,
    labels: text.fields,
    locale,
    today: beijingToday(),
    dates: props.dates,
  })
  const details = detailErrors(value.details, value.basics, {
    text: text.rules,
    postLabel: text.fields.postName,
  })
  const count = Object.keys(basics).length + detailErrorCount(details)
  const shownBasics: Partial<Record<Field, string>> = {}
  for (const { field } of BASICS_LAYOUT) {
    const own = tried || touched.has(field) ? basics[field] : undefined
    const message = own ?? server[field]
    if (message) shownBasics[field] = message
  }

  const mutation = useMutation({
    mutationFn: () => props.send(value),
    onSuccess: async () => {
      draft.clear()
      guard.release()
      await queryClient.invalidateQueries({ queryKey: apiKeys.resource('mission') })
      notifySuccess(props.doneMessage)
      void navigate(publishedHref(value.basics.title.trim()))
    },
    onError: (error) => setServer(serverFieldErrors(error)),
  })

  const submit = () => {
    setTried(true)
    setServer({})
    if (count > 0) {
      focusFirst([
        ...BASICS_LAYOUT.map((l) => l.field).filter((f) => basics[f]),
        ...detailFocusOrder(value.details, details),
      ])
      return
    }
    if (!mutation.isPending) mutation.mutate()
  }

  const offer = !dirty && draft.offer ? draft.offer : null
  return (
    <>
      {guard.prompt}
      {offer ? (
        <DraftOffer
          savedAt={offer.savedAt}
          message={text.editor.draftFound}
          onRestore={() => {
            const restored = wizardFromDraft(offer.values)
            if (restored) setValue(restored)
            draft.dismiss()
          }}
          onDiscard={draft.clear}
        />
      ) : null}
      {props.intro}
      <form
        noValidate
        aria-busy={mutation.isPending || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Heading>{text.editor.basics}</Heading>
        <BasicsFields
          value={value.basics}
          errors={shownBasics}
          onBlur={(field) => setTouched((t) => new Set(t).add(field))}
          onChange={(field, v) =>
            setValue((current) => ({ ...current, basics: { ...current.basics, [field]: v } }))
          }
        />
        <DetailFields
          details={value.details}
          errors={tried ? details : undefined}
          server={server}
          onChange={(change) => setValue((v) => ({ ...v, details: change(v.details) }))}
        />
        <Flex gap="3" align="center" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            loading={mutation.isPending}
            loadingText={props.submittingLabel}
          >
            {props.submitLabel}
          </Button>
          {tried && count > 0 ? (
            <Text role="status" color="red.600" fontSize="sm">
              {fill(text.wizard.fixFirst, { count })}
            </Text>
          ) : null}
        </Flex>
      </form>
    </>
  )
}
