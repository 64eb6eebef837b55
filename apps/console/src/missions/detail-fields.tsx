import { useMissionText } from './messages'
import type { MissionDetails } from './mission-form'
import type { DetailErrors } from './mission-rules'
import { PostList, SessionList } from './step2-lists'
import { WizardField } from './wizard-field'

/** The server's refusals of posts.<i>.<field> and sessions.<i>.<field> beside the client's. */
function withServerLists(
  errors: DetailErrors,
  server: Readonly<Record<string, string>>,
  details: MissionDetails,
): DetailErrors {
  const merged = { ...errors, posts: { ...errors.posts }, sessions: { ...errors.sessions } }
  for (const [path, message] of Object.entries(server)) {
    const [list, index, field] = path.split('.')
    if ((list !== 'posts' && list !== 'sessions') || !field) continue
    const key = details[list][Number(index)]?.key
    if (!key) continue
    const bucket = merged[list] as Record<string, Record<string, string>>
    bucket[key] = { [field]: message, ...bucket[key] }
  }
  if (!merged.postsList && server.posts) merged.postsList = server.posts
  if (!merged.sessionsList && server.sessions) merged.sessionsList = server.sessions
  return merged
}

/** Control names (for focusFirst) of the detail messages, in page order. */
export const detailFocusOrder = (details: MissionDetails, errors: DetailErrors): string[] => [
  ...details.posts.flatMap((p, i) =>
    Object.keys(errors.posts[p.key] ?? {}).map((f) => `posts.${i}.${f}`),
  ),
  ...details.sessions.flatMap((s, i) =>
    Object.keys(errors.sessions[s.key] ?? {}).map((f) => `sessions.${i}.${f}`),
  ),
  ...(errors.requirements ? ['requirements'] : []),
]

interface DetailFieldsProps {
  details: MissionDetails
  /** The client's messages once they show (after a first submit), else undefined. */
  errors: DetailErrors | undefined
  /** The server's field refusals by field path. */
  server: Readonly<Record<string, string>>
  onChange: (change: (details: MissionDetails) => MissionDetails) => void
}

/** Posts, sessions and requirements (活动发布 step 2, 历史活动发布, 活动修改). */
export function DetailFields({ details, errors, server, onChange }: DetailFieldsProps) {
  const text = useMissionText()
  const empty: DetailErrors = { posts: {}, sessions: {} }
  const merged = withServerLists(errors ?? empty, server, details)
  return (
    <>
      <PostList details={details} errors={merged} onChange={onChange} />
      <SessionList details={details} errors={merged} onChange={onChange} />
      <WizardField
        id="mission-requirements"
        label={text.fields.requirements}
        kind="textarea"
        value={details.requirements}
        error={merged.requirements ?? server.requirements}
        onChange={(requirements) => onChange((d) => ({ ...d, requirements }))}
      />
    </>
  )
}
