import { Box, Button, chakra, Flex, Grid, Text } from '@chakra-ui/react'
import { fill } from '../lists/messages'
import { fieldId } from './basics-fields'
import { useMissionText } from './messages'
import {
  emptyPost,
  emptySession,
  LIMITS,
  type MissionDetails,
  type MissionPost,
  type MissionSession,
} from './mission-form'
import type { DetailErrors } from './mission-rules'
import { WizardField } from './wizard-field'

interface ListProps {
  details: MissionDetails
  errors: DetailErrors | undefined
  onChange: (change: (details: MissionDetails) => MissionDetails) => void
}

const ItemBox = chakra('fieldset', {
  base: { borderWidth: '1px', borderRadius: 'md', p: '3', mb: '3', minW: '0' },
})

const ListProblem = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <Text id={id} role="alert" color="red.600" fontSize="sm" mb="3">
      {message}
    </Text>
  ) : null

/** The posts (岗位) of step 2: name, how many, requirement; add and remove. */
export function PostList({ details, errors, onChange }: ListProps) {
  const text = useMissionText()
  const set = (key: string, field: keyof MissionPost, value: string) =>
    onChange((d) => ({
      ...d,
      posts: d.posts.map((p) => (p.key === key ? { ...p, [field]: value } : p)),
    }))
  return (
    <Box as="section" aria-labelledby="mission-posts-heading" mb="5">
      <chakra.h2 id="mission-posts-heading" fontSize="md" fontWeight="semibold" mb="3">
        {text.wizard.posts}
      </chakra.h2>
      <ListProblem id="mission-posts-error" message={errors?.postsList} />
      {details.posts.map((post, i) => {
        const e = errors?.posts[post.key] ?? {}
        const n = i + 1
        return (
          <ItemBox key={post.key}>
            <chakra.legend fontSize="sm" fontWeight="medium" px="1">
              {fill(text.wizard.post, { n })}
            </chakra.legend>
            <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} columnGap="4">
              <WizardField
                id={fieldId(`posts.${i}.name`)}
                label={text.fields.postName}
                required
                value={post.name}
                error={e.name}
                onChange={(v) => set(post.key, 'name', v)}
              />
              <WizardField
                id={fieldId(`posts.${i}.count`)}
                label={text.fields.postCount}
                kind="number"
                required
                value={post.count}
                error={e.count}
                onChange={(v) => set(post.key, 'count', v)}
              />
            </Grid>
            <WizardField
              id={fieldId(`posts.${i}.requirement`)}
              label={text.fields.postRequirement}
              value={post.requirement}
              error={e.requirement}
              onChange={(v) => set(post.key, 'requirement', v)}
            />
            {details.posts.length > 1 ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() =>
                  onChange((d) => ({ ...d, posts: d.posts.filter((p) => p.key !== post.key) }))
                }
              >
                {fill(text.wizard.removePost, { n })}
              </Button>
            ) : null}
          </ItemBox>
        )
      })}
      {details.posts.length < LIMITS.posts ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange((d) => ({ ...d, posts: [...d.posts, emptyPost()] }))}
        >
          {text.wizard.addPost}
        </Button>
      ) : null}
    </Box>
  )
}

/** The service sessions (服务时段) of step 2: date, start and end; add and remove. */
export function SessionList({ details, errors, onChange }: ListProps) {
  const text = useMissionText()
  const set = (key: string, field: keyof MissionSession, value: string) =>
    onChange((d) => ({
      ...d,
      sessions: d.sessions.map((s) => (s.key === key ? { ...s, [field]: value } : s)),
    }))
  return (
    <Box as="section" aria-labelledby="mission-sessions-heading" mb="5">
      <chakra.h2 id="mission-sessions-heading" fontSize="md" fontWeight="semibold" mb="3">
        {text.wizard.sessions}
      </chakra.h2>
      <ListProblem id="mission-sessions-error" message={errors?.sessionsList} />
      {details.sessions.map((session, i) => {
        const e = errors?.sessions[session.key] ?? {}
        const n = i + 1
        return (
          <ItemBox key={session.key}>
            <chakra.legend fontSize="sm" fontWeight="medium" px="1">
              {fill(text.wizard.session, { n })}
            </chakra.legend>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} columnGap="4">
              <WizardField
                id={fieldId(`sessions.${i}.date`)}
                label={text.fields.sessionDate}
                kind="date"
                required
                placeholder={text.wizard.datePlaceholder}
                value={session.date}
                error={e.date}
                onChange={(v) => set(session.key, 'date', v)}
              />
              <WizardField
                id={fieldId(`sessions.${i}.startTime`)}
                label={text.fields.sessionStart}
                kind="time"
                required
                placeholder={text.wizard.timePlaceholder}
                value={session.startTime}
                error={e.startTime}
                onChange={(v) => set(session.key, 'startTime', v)}
              />
              <WizardField
                id={fieldId(`sessions.${i}.endTime`)}
                label={text.fields.sessionEnd}
                kind="time"
                required
                placeholder={text.wizard.timePlaceholder}
                value={session.endTime}
                error={e.endTime}
                onChange={(v) => set(session.key, 'endTime', v)}
              />
            </Grid>
            {details.sessions.length > 1 ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() =>
                  onChange((d) => ({
                    ...d,
                    sessions: d.sessions.filter((s) => s.key !== session.key),
                  }))
                }
              >
                {fill(text.wizard.removeSession, { n })}
              </Button>
            ) : null}
          </ItemBox>
        )
      })}
      <Flex>
        {details.sessions.length < LIMITS.sessions ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onChange((d) => ({ ...d, sessions: [...d.sessions, emptySession()] }))}
          >
            {text.wizard.addSession}
          </Button>
        ) : null}
      </Flex>
    </Box>
  )
}
