import { Box, chakra, Input, NativeSelect, Text } from '@chakra-ui/react'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkDateRange } from './date-range'
import type { ListDescriptor } from './descriptor'
import { DateField, DistrictField, FilterButtons, FilterForm, labelCss } from './filter-fields'
import { fill, useListText } from './messages'
import { STATUS_SETS } from './status-sets'
import { cleanKeyword, EMPTY_FILTERS, type ListFilters, sameFilters } from './url-state'

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

/**
 * The list's filter bar, a `search` landmark: keyword, then the page's filters, 查询 and 重置.
 * Enter in any field runs the query. Dates are typed yyyy-mm-dd whatever the browser's locale.
 */
export function FilterBar({ descriptor, filters, onSearch, onReset }: FilterBarProps) {
  const text = useListText()
  const { t } = useTranslation('app')
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
    const period = checkDateRange(draft.start, draft.end, (key) =>
      fill(text.badDate, { field: key === 'start' ? startLabel : endLabel }),
    )
    setErrors(period.ok ? {} : period.errors)
    if (!period.ok) return
    const next: ListFilters = { keyword: cleanKeyword(draft.keyword) }
    if (draft.status !== '') next.status = Number(draft.status)
    if (draft.district) next.district = draft.district
    if (period.start) next.start = period.start
    if (period.end) next.end = period.end
    onSearch(next)
  }

  // Enter on a select runs the query too (a form only submits from text fields).
  const enter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') submit(event)
  }

  const has = (kind: string) => descriptor.filters.some((filter) => filter.kind === kind)
  const placeholder = descriptor.keyword ? t(`keyword.${descriptor.keyword}`) : text.keyword

  return (
    <FilterForm label={text.filters} onSubmit={submit} mb="3">
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
        <DistrictField
          id={`${id}-district`}
          value={draft.district}
          onChange={set('district')}
          onKeyDown={enter}
        />
      ) : null}
      {dateFilter
        ? (['start', 'end'] as const).map((key) => (
            <DateField
              key={key}
              id={`${id}-${key}`}
              label={key === 'start' ? startLabel : endLabel}
              value={draft[key]}
              invalid={Boolean(errors[key])}
              onChange={set(key)}
            />
          ))
        : null}
      <FilterButtons
        onReset={() => {
          setDraft(draftOf(EMPTY_FILTERS))
          setErrors({})
          onReset()
        }}
      />
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
    </FilterForm>
  )
}
