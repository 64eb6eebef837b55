import { Box, Button, chakra, Input, NativeSelect, Text } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { GUANGDONG_CITIES } from '../lists/districts'
import { fill, useListText } from '../lists/messages'
import { isIsoDate } from '../lists/url-state'
import { useStatsText } from './messages'
import type { StatView } from './stat-view'

export const labelCss = { display: 'block', fontSize: 'sm', color: 'gray.700', mb: '1' } as const

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
  const locale = useLocale()
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
    const start = draft.start.trim()
    const end = draft.end.trim()
    const next = {
      ...(start && !isIsoDate(start) ? { start: fill(list.badDate, { field: text.start }) } : {}),
      ...(end && !isIsoDate(end) ? { end: fill(list.badDate, { field: text.end }) } : {}),
    }
    setErrors(next)
    if (next.start || next.end) return
    const [from, to] = start && end && start > end ? [end, start] : [start, end]
    onApply({
      ...(draft.district ? { district: draft.district } : {}),
      ...(from ? { start: from } : {}),
      ...(to ? { end: to } : {}),
    })
  }

  return (
    <chakra.form
      role="search"
      aria-label={text.filters}
      onSubmit={submit}
      display="flex"
      flexWrap="wrap"
      gap="3"
      alignItems="flex-start"
      mb="4"
    >
      {extra}
      <Box flex="0 1 140px">
        <chakra.label htmlFor={`${id}-district`} css={labelCss}>
          {list.district}
        </chakra.label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={`${id}-district`}
            value={draft.district}
            onChange={(e) => setDraft({ ...draft, district: e.currentTarget.value })}
          >
            <option value="">{list.all}</option>
            {GUANGDONG_CITIES.map((city) => (
              <option key={city.code} value={city.code}>
                {city[locale]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {(['start', 'end'] as const).map((key) => (
        <Box key={key} flex="0 1 150px">
          <chakra.label htmlFor={`${id}-${key}`} css={labelCss}>
            {text[key]}
          </chakra.label>
          <Input
            id={`${id}-${key}`}
            size="sm"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            placeholder={list.datePlaceholder}
            value={draft[key]}
            onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
          />
          {errors[key] ? (
            <Text id={`${id}-${key}-error`} color="fg.error" fontSize="xs" mt="1">
              {errors[key]}
            </Text>
          ) : null}
        </Box>
      ))}
      <Box display="flex" gap="2" alignSelf="flex-end">
        <Button type="submit" size="sm">
          {list.search}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft(draftOf({}))
            setErrors({})
            onApply({})
          }}
        >
          {list.reset}
        </Button>
      </Box>
    </chakra.form>
  )
}
