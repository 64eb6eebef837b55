import { Text } from '@chakra-ui/react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { checkDateRange } from '../lists/date-range'
import { DateField, DistrictField, FilterButtons, FilterForm } from '../lists/filter-fields'
import { fill, useListText } from '../lists/messages'
import { useStatsText } from './messages'
import type { StatView } from './stat-view'

interface StatFilterBarProps {
  view: StatView
  onApply: (view: StatView) => void
  /** Fields shown before the district (the data query's measure and dimension). */
  extra?: ReactNode
}

interface Draft {
  district: string
  start: string
  end: string
}

const draftOf = (view: StatView): Draft => ({
  district: view.district ?? '',
  start: view.start ?? '',
  end: view.end ?? '',
})

/**
 * 统计条件: district and period (typed yyyy-mm-dd), 查询 and 重置. A date that is not a real
 * yyyy-mm-dd date is refused with a message beside the field and nothing typed is lost.
 */
export function StatFilterBar({ view, onApply, extra }: StatFilterBarProps) {
  const text = useStatsText()
  const list = useListText()
  const id = useId()
  const [draft, setDraft] = useState(() => draftOf(view))
  const [errors, setErrors] = useState<Partial<Record<'start' | 'end', string>>>({})
  const [shown, setShown] = useState(view)
  if (shown !== view && JSON.stringify(shown) !== JSON.stringify(view)) {
    setShown(view)
    setDraft(draftOf(view))
    setErrors({})
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const period = checkDateRange(draft.start, draft.end, (key) =>
      fill(list.badDate, { field: text[key] }),
    )
    setErrors(period.ok ? {} : period.errors)
    if (!period.ok) return
    onApply({
      ...(draft.district ? { district: draft.district } : {}),
      ...(period.start ? { start: period.start } : {}),
      ...(period.end ? { end: period.end } : {}),
    })
  }

  return (
    <FilterForm label={text.filters} onSubmit={submit} mb="4">
      {extra}
      <DistrictField
        id={`${id}-district`}
        value={draft.district}
        onChange={(e) => setDraft({ ...draft, district: e.currentTarget.value })}
      />
      {(['start', 'end'] as const).map((key) => (
        <DateField
          key={key}
          id={`${id}-${key}`}
          label={text[key]}
          value={draft[key]}
          invalid={Boolean(errors[key])}
          onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
        >
          {errors[key] ? (
            <Text id={`${id}-${key}-error`} color="fg.error" fontSize="xs" mt="1">
              {errors[key]}
            </Text>
          ) : null}
        </DateField>
      ))}
      <FilterButtons
        onReset={() => {
          setDraft(draftOf({}))
          setErrors({})
          onApply({})
        }}
      />
    </FilterForm>
  )
}
