import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react'
import { type MissionPublishBody, publishMission } from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { notifySuccess, useLocale } from '@gdzyz/ui-shell'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useApi } from '../app/api-context'
import { fill } from '../lists/messages'
import { focusFirst } from './basics-fields'
import { DetailFields, detailFocusOrder } from './detail-fields'
import { useMissionText } from './messages'
import { publishBody } from './mission-form'
import { basicsErrors, beijingToday, detailErrorCount, detailErrors } from './mission-rules'
import { MissionFrame } from './page-parts'
import { Review } from './review'
import { serverFieldErrors } from './server-errors'
import { STEP1_PATH } from './step1-page'
import { DraftOffer, useWizardDraft } from './use-wizard-draft'
import { WizardSteps } from './wizard-steps'

/** Where a published mission is shown: 活动查询 searched for its title. */
export const publishedHref = (title: string) =>
  `/activity/mission_query?${new URLSearchParams({ keyword: title }).toString()}`

/** 活动发布 step 2 (mission_add_step2): posts, sessions and requirements, review, 发布. */
export function Step2Page({ title }: { title: string }) {
  const text = useMissionText()
  const locale = useLocale()
  const client = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { value, update, clear, offer, restore, discard, prompt, release, finish } =
    useWizardDraft()
  const [tried, setTried] = useState(false)
  const [server, setServer] = useState<Record<string, string>>({})

  const step1 = basicsErrors(value.basics, {
    text: text.rules,
    labels: text.fields,
    locale,
    today: beijingToday(),
  })
  const errors = detailErrors(value.details, value.basics, {
    text: text.rules,
    postLabel: text.fields.postName,
  })
  const count = detailErrorCount(errors)

  const publish = useMutation({
    mutationFn: () => publishMission(client, publishBody(value) as MissionPublishBody),
    onSuccess: async () => {
      const published = value.basics.title.trim()
      finish()
      clear()
      await queryClient.invalidateQueries({ queryKey: apiKeys.resource('mission') })
      notifySuccess(text.wizard.published)
      void navigate(publishedHref(published))
    },
    onError: (error) => setServer(serverFieldErrors(error)),
  })

  if (Object.keys(step1).length > 0 && !publish.isPending)
    return (
      <MissionFrame title={title}>
        <WizardSteps current={2} />
        {offer ? (
          <DraftOffer savedAt={offer.savedAt} onRestore={restore} onDiscard={discard} />
        ) : null}
        <Box role="alert" py="2">
          <Text mb="3">{text.wizard.missingStep1}</Text>
          <Button asChild size="sm" colorPalette="brand">
            <Link to={STEP1_PATH}>{text.wizard.back}</Link>
          </Button>
        </Box>
      </MissionFrame>
    )

  const submit = () => {
    setTried(true)
    setServer({})
    if (count > 0) {
      focusFirst(detailFocusOrder(value.details, errors))
      return
    }
    publish.mutate()
  }

  const step1Refusals = Object.entries(server).filter(([field]) => field in text.fields)

  return (
    <MissionFrame title={title}>
      <WizardSteps current={2} />
      {prompt}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <DetailFields
          details={value.details}
          errors={tried ? errors : undefined}
          server={server}
          onChange={(change) => update((v) => ({ ...v, details: change(v.details) }))}
        />
        <Review value={value} />
        {step1Refusals.length > 0 ? (
          <Box role="alert" color="red.600" fontSize="sm" mb="3">
            <chakra.ul ps="4">
              {step1Refusals.map(([field, message]) => (
                <li key={field}>
                  {text.fields[field as keyof typeof text.fields]}：{message}
                </li>
              ))}
            </chakra.ul>
          </Box>
        ) : null}
        <Flex gap="3" align="center" wrap="wrap">
          <Button asChild variant="outline">
            <Link to={STEP1_PATH} onClick={release}>
              {text.wizard.back}
            </Link>
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={publish.isPending}
            loadingText={text.wizard.publishing}
          >
            {text.wizard.publish}
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
