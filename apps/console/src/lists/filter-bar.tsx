import { Box, Button, chakra, Input, NativeSelect, Text } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListDescriptor } from './descriptor'
import { GUANGDONG_CITIES } from './districts'
import { fill, useListText } from './messages'
import { STATUS_SETS } from './status-sets'
import { cleanKeyword, EMPTY_FILTERS, isIsoDate, type ListFilters, sameFilters } from './url-state'

interface FilterBarProps {
  descriptor: ListDescriptor
  /** The filters the list shows now (the form starts from them). */
  filters: ListFilters
  onSearch: (filters: ListFilters) => void
  onReset: () => void
}

interface Draft {
  keyword: string
  status: string
  district: string
  start: string
  end: string
}

const draftOf = (filters: ListFilters): Draft => ({
  keyword: filters.keyword,
  status: filters.status === undefined ? '' : String(filters.status),
  district: filters.district ?? '',
  start: filters.start ?? '',
  end: filters.end ?? '',
})

const labelCss = { display: 'block', fontSize: 'sm', color: 'gray.700', mb: '1' } as const

/**
 * The list's filter bar, a `search` landmark: keyword, then the page's filters, 查询 and 重置.
 * Enter in any field runs the query. Dates are typed yyyy-mm-dd whatever the browser's locale.
 */
export function FilterBar({ descriptor, filters, onSearch, onReset }: FilterBarProps) {
  const text = useListText()
  const { t } = useTranslation('app')
  const locale = useLocale()
  const id = useId()
  const [draft, setDraft] = useState(() => draftOf(filters))
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({})
  // A new view from the URL (back/forward, reset) replaces what was typed.
  const [shown, setShown] = useState(filters)
  if (!sameFilters(shown, filters)) {
    setShown(filters)
    setDraft(draftOf(filters))
    setErrors({})
  }

  const set = (key: keyof Draft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setDraft((old) => ({ ...old, [key]: value }))
  }

  const dateFilter = descriptor.filters.find((filter) => filter.kind === 'dateRange')
  const dateLabel = dateFilter ? t(`columns.${dateFilter.label}`) : ''
  const startLabel = fill(text.dateFrom, { label: dateLabel })
  const endLabel = fill(text.dateTo, { label: dateLabel })

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const start = draft.start.trim()
    const end = draft.end.trim()
    const nextErrors = {
      ...(start && !isIsoDate(start) ? { start: fill(text.badDate, { field: startLabel }) } : {}),
      ...(end && !isIsoDate(end) ? { end: fill(text.badDate, { field: endLabel }) } : {}),
    }
    setErrors(nextErrors)
    if (nextErrors.start || nextErrors.end) return
    const next: ListFilters = { keyword: cleanKeyword(draft.keyword) }
    if (draft.status !== '') next.status = Number(draft.status)
    if (draft.district) next.district = draft.district
    const [from, to] = start && end && start > end ? [end, start] : [start, end]
    if (from) next.start = from
    if (to) next.end = to
    onSearch(next)
  }

  // Enter on a select runs the query too (a form only submits from text fields).
  const enter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') submit(event)
  }

  const has = (kind: string) => descriptor.filters.some((filter) => filter.kind === kind)
  const placeholder = descriptor.keyword ? t(`keyword.${descriptor.keyword}`) : text.keyword

  return (
    <chakra.form
      role="search"
      aria-label={text.filters}
      onSubmit={submit}
      display="flex"
      flexWrap="wrap"
      gap="3"
      alignItems="flex-start"
      mb="3"
    >
      <Box flex="1 1 200px" maxW="xs">
        <chakra.label htmlFor={`${id}-keyword`} css={labelCss}>
          {text.keyword}
        </chakra.label>
        <Input
          id={`${id}-keyword`}
          size="sm"
          type="search"
          maxLength={100}
          placeholder={placeholder}
          value={draft.keyword}
          onChange={set('keyword')}
        />
      </Box>
      {has('status') ? (
        <Box flex="0 1 140px">
          <chakra.label htmlFor={`${id}-status`} css={labelCss}>
            {text.status}
          </chakra.label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id={`${id}-status`}
              value={draft.status}
              onChange={set('status')}
              onKeyDown={enter}
            >
              <option value="">{text.all}</option>
              {STATUS_SETS[descriptor.status].map((key, code) => (
                <option key={key} value={code}>
                  {t(`status.${key}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      ) : null}
      {has('district') ? (
        <Box flex="0 1 140px">
          <chakra.label htmlFor={`${id}-district`} css={labelCss}>
            {text.district}
          </chakra.label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id={`${id}-district`}
              value={draft.district}
              onChange={set('district')}
              onKeyDown={enter}
            >
              <option value="">{text.all}</option>
              {GUANGDONG_CITIES.map((city) => (
                <option key={city.code} value={city.code}>
                  {city[locale]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      ) : null}
      {dateFilter
        ? (['start', 'end'] as const).map((key) => (
            <Box key={key} flex="0 1 150px">
              <chakra.label htmlFor={`${id}-${key}`} css={labelCss}>
                {key === 'start' ? startLabel : endLabel}
              </chakra.label>
              <Input
                id={`${id}-${key}`}
                size="sm"
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                placeholder={text.datePlaceholder}
                value={draft[key]}
                onChange={set(key)}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
              />
            </Box>
          ))
        : null}
      <Box display="flex" gap="2" alignSelf="flex-end">
        <Button type="submit" size="sm">
          {text.search}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft(draftOf(EMPTY_FILTERS))
            setErrors({})
            onReset()
          }}
        >
          {text.reset}
        </Button>
      </Box>
      {errors.start || errors.end ? (
        <Box flexBasis="100%">
          {(['start', 'end'] as const).map((key) =>
            errors[key] ? (
              <Text key={key} id={`${id}-${key}-error`} role="alert" color="red.600" fontSize="sm">
                {errors[key]}
              </Text>
            ) : null,
          )}
        </Box>
      ) : null}
    </chakra.form>
  )
}
