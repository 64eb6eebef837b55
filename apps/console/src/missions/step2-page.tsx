import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react'
import { type MissionPublishBody, publishMission } from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { notifySuccess, useLocale } from '@gdzyz/ui-shell'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useApi } from '../app/api-context'
import { fill } from '../lists/messages'
import { useMissionText } from './messages'
import { publishBody } from './mission-form'
import { basicsErrors, beijingToday, detailErrorCount, detailErrors } from './mission-rules'
import { MissionFrame } from './page-parts'
import { Review } from './review'
import { serverFieldErrors } from './server-errors'
import { focusFirst, STEP1_PATH } from './step1-page'
import { PostList, SessionList } from './step2-lists'
import { DraftOffer, useWizardDraft } from './use-wizard-draft'
import { WizardField } from './wizard-field'
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
      const order = [
        ...value.details.posts.flatMap((p, i) =>
          Object.keys(errors.posts[p.key] ?? {}).map((f) => `posts.${i}.${f}`),
        ),
        ...value.details.sessions.flatMap((s, i) =>
          Object.keys(errors.sessions[s.key] ?? {}).map((f) => `sessions.${i}.${f}`),
        ),
        'requirements',
      ]
      focusFirst(order)
      return
    }
    publish.mutate()
  }

  const shownErrors = tried ? errors : undefined
  const step1Refusals = Object.entries(server).filter(([field]) => field in text.fields)
  const withServer = (field: string, own: string | undefined) => own ?? server[field]

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
        <PostList
          details={value.details}
          errors={shownErrors && withServerLists(shownErrors, server, value.details)}
          onChange={(change) => update((v) => ({ ...v, details: change(v.details) }))}
        />
        <SessionList
          details={value.details}
          errors={shownErrors && withServerLists(shownErrors, server, value.details)}
          onChange={(change) => update((v) => ({ ...v, details: change(v.details) }))}
        />
        <WizardField
          id="mission-requirements"
          label={text.fields.requirements}
          kind="textarea"
          value={value.details.requirements}
          error={withServer('requirements', shownErrors?.requirements)}
          onChange={(requirements) =>
            update((v) => ({ ...v, details: { ...v.details, requirements } }))
          }
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

/** The server's refusals of posts.<i>.<field> and sessions.<i>.<field> beside the client's. */
function withServerLists(
  errors: ReturnType<typeof detailErrors>,
  server: Record<string, string>,
  details: { posts: { key: string }[]; sessions: { key: string }[] },
) {
  const merged = { ...errors, posts: { ...errors.posts }, sessions: { ...errors.sessions } }
  for (const [path, message] of Object.entries(server)) {
    const [list, index, field] = path.split('.')
    if ((list !== 'posts' && list !== 'sessions') || !field) continue
    const key = details[list][Number(index)]?.key
    if (!key) continue
    const bucket = merged[list] as Record<string, Record<string, string>>
    bucket[key] = { [field]: message, ...bucket[key] }
  }
  return merged
}
