import { Box, Button, chakra, Grid, Text } from '@chakra-ui/react'
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
import type { DetailErrors, FieldErrors } from './mission-rules'
import { WizardField, type WizardFieldKind } from './wizard-field'

interface ListProps {
  details: MissionDetails
  errors: DetailErrors | undefined
  onChange: (change: (details: MissionDetails) => MissionDetails) => void
}

interface ItemField<T> {
  field: keyof T & string
  label: string
  kind?: WizardFieldKind
  required?: boolean
  /** Below the grid, full width. */
  below?: true
}

interface ItemListProps<T extends { key: string }> {
  /** Body field of the list (posts, sessions): ids, headings and server paths use it. */
  name: 'posts' | 'sessions'
  heading: string
  items: readonly T[]
  errors: Readonly<Record<string, FieldErrors<T>>> | undefined
  listError: string | undefined
  fields: readonly ItemField<T>[]
  columns: string
  legend: string
  removeLabel: string
  addLabel: string
  max: number
  empty: () => T
  onChange: (change: (items: T[]) => T[]) => void
}

const ItemBox = chakra('fieldset', {
  base: { borderWidth: '1px', borderRadius: 'md', p: '3', mb: '3', minW: '0' },
})

/** A list of rows of the same fields (岗位, 服务时段): each in its fieldset; add and remove. */
function ItemList<T extends { key: string }>(props: ItemListProps<T>) {
  const { name, items, onChange } = props
  const set = (key: string, field: keyof T, value: string) =>
    onChange((list) => list.map((item) => (item.key === key ? { ...item, [field]: value } : item)))
  const control = (item: T, i: number, f: ItemField<T>) => (
    <WizardField
      key={f.field}
      id={fieldId(`${name}.${i}.${f.field}`)}
      label={f.label}
      kind={f.kind}
      required={f.required}
      value={String(item[f.field] ?? '')}
      error={props.errors?.[item.key]?.[f.field]}
      onChange={(v) => set(item.key, f.field, v)}
    />
  )
  return (
    <Box as="section" aria-labelledby={`mission-${name}-heading`} mb="5">
      <chakra.h2 id={`mission-${name}-heading`} fontSize="md" fontWeight="semibold" mb="3">
        {props.heading}
      </chakra.h2>
      {props.listError ? (
        <Text id={`mission-${name}-error`} role="alert" color="red.600" fontSize="sm" mb="3">
          {props.listError}
        </Text>
      ) : null}
      {items.map((item, i) => {
        const n = i + 1
        return (
          <ItemBox key={item.key}>
            <chakra.legend fontSize="sm" fontWeight="medium" px="1">
              {fill(props.legend, { n })}
            </chakra.legend>
            <Grid templateColumns={{ base: '1fr', md: props.columns }} columnGap="4">
              {props.fields.filter((f) => !f.below).map((f) => control(item, i, f))}
            </Grid>
            {props.fields.filter((f) => f.below).map((f) => control(item, i, f))}
            {items.length > 1 ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() => onChange((list) => list.filter((other) => other.key !== item.key))}
              >
                {fill(props.removeLabel, { n })}
              </Button>
            ) : null}
          </ItemBox>
        )
      })}
      {items.length < props.max ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange((list) => [...list, props.empty()])}
        >
          {props.addLabel}
        </Button>
      ) : null}
    </Box>
  )
}

/** The posts (岗位) of step 2: name, how many, requirement; add and remove. */
export function PostList({ details, errors, onChange }: ListProps) {
  const text = useMissionText()
  return (
    <ItemList<MissionPost>
      name="posts"
      heading={text.wizard.posts}
      items={details.posts}
      errors={errors?.posts}
      listError={errors?.postsList}
      fields={[
        { field: 'name', label: text.fields.postName, required: true },
        { field: 'count', label: text.fields.postCount, kind: 'number', required: true },
        { field: 'requirement', label: text.fields.postRequirement, below: true },
      ]}
      columns="2fr 1fr"
      legend={text.wizard.post}
      removeLabel={text.wizard.removePost}
      addLabel={text.wizard.addPost}
      max={LIMITS.posts}
      empty={emptyPost}
      onChange={(change) => onChange((d) => ({ ...d, posts: change(d.posts) }))}
    />
  )
}

/** The service sessions (服务时段) of step 2: date, start and end; add and remove. */
export function SessionList({ details, errors, onChange }: ListProps) {
  const text = useMissionText()
  const time = { kind: 'time', required: true } as const
  return (
    <ItemList<MissionSession>
      name="sessions"
      heading={text.wizard.sessions}
      items={details.sessions}
      errors={errors?.sessions}
      listError={errors?.sessionsList}
      fields={[
        {
          field: 'date',
          label: text.fields.sessionDate,
          kind: 'date',
          required: true,
        },
        { field: 'startTime', label: text.fields.sessionStart, ...time },
        { field: 'endTime', label: text.fields.sessionEnd, ...time },
      ]}
      columns="repeat(3, minmax(0, 1fr))"
      legend={text.wizard.session}
      removeLabel={text.wizard.removeSession}
      addLabel={text.wizard.addSession}
      max={LIMITS.sessions}
      empty={emptySession}
      onChange={(change) => onChange((d) => ({ ...d, sessions: change(d.sessions) }))}
    />
  )
}
