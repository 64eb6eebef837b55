import { Box, Button, chakra, Spinner, useSlotRecipe } from '@chakra-ui/react'
import type { ListRow, PagedList } from '@gdzyz/api-client'
import { Pagination, useLocale } from '@gdzyz/ui-shell'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useListMessages } from '../i18n/list-messages'
import type { CellContext } from './cells'
import {
  columnVisibility,
  loadColumnPrefs,
  type PrefsStorage,
  prefsKey,
  saveColumnPrefs,
} from './column-prefs'
import { ColumnSettings } from './column-settings'
import type { ListDataSource } from './data-source'
import type { ListDescriptor } from './descriptor'
import { errorMessage } from './error-message'
import { ExportControl } from './export-control'
import { FilterBar } from './filter-bar'
import { ListTable, rowId, rowName } from './list-table'
import { fill, useListText } from './messages'
import { RecordDetail } from './record-detail'
import { effectiveSort, filterQuery, resourceQuery } from './resource-query'
import { forScope, type Selection, selectedIds, selectionScope, updateSelection } from './selection'
import {
  EMPTY_FILTERS,
  type ListFilters,
  type ListView,
  nextSort,
  parseListView,
  sameFilters,
  serializeListView,
  viewRules,
} from './url-state'

export interface ResourceListProps {
  descriptor: ListDescriptor
  /** Page title in the current language. */
  title: string
  source: ListDataSource
  /** Column settings are remembered per admin and page. */
  adminId: string
  storage?: PrefsStorage | undefined
  /** More actions of a row, after 查看. */
  rowActions?: ((row: ListRow) => ReactNode) | undefined
  /** Actions on the selected rows, in the bar that counts them. */
  selectionActions?:
    | ((selection: {
        ids: readonly string[]
        clear: () => void
        /** Keeps only these rows selected (for example the ones an action refused). */
        keep: (ids: readonly string[]) => void
      }) => ReactNode)
    | undefined
  /** Buttons at the start of the toolbar (添加… links). */
  toolbar?: ReactNode
  /** More content in the record detail, below its fields. */
  detailExtra?: ((record: ListRow) => ReactNode) | undefined
}

type Styles = Record<string, object>
const EMPTY_ROWS: ListRow[] = []

function browserStorage(): PrefsStorage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * A list page rendered from its descriptor: filter bar, sortable table with selection, record
 * detail, export and column settings. The view (filters, sort, page, size, open record) lives in
 * the URL, so reload, back/forward and a pasted link show the same rows.
 */
export function ResourceList(props: ResourceListProps) {
  const { descriptor, title, source, adminId, storage } = props
  const text = useListText()
  useListMessages()
  const { t } = useTranslation('app')
  const { t: shellT } = useTranslation('shell')
  const locale = useLocale()
  const styles = useSlotRecipe({ key: 'shellListPage' })() as Styles
  const titleId = useId()
  const [params, setParams] = useSearchParams()
  const rules = useMemo(() => viewRules(descriptor), [descriptor])
  const search = params.toString()
  const view = useMemo(() => parseListView(search, rules), [search, rules])
  const sort = effectiveSort(view, descriptor)

  const go = useCallback(
    (next: ListView, replace = false) => {
      const sortIsDefault =
        next.sort &&
        descriptor.defaultSort &&
        next.sort.field === descriptor.defaultSort.field &&
        next.sort.order === descriptor.defaultSort.order
      const { sort: _sort, ...rest } = next
      setParams(
        serializeListView(sortIsDefault || !next.sort ? rest : next, rules.statusByDefault),
        { replace },
      )
    },
    [setParams, descriptor.defaultSort, rules.statusByDefault],
  )

  const query = useQuery<PagedList>({
    ...source.list(resourceQuery(view, descriptor)),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  })
  const data = query.data
  const rows = data?.list ?? EMPTY_ROWS

  // A page past the end (an old link, rows removed since) shows the last page instead.
  useEffect(() => {
    if (!data || query.isPlaceholderData) return
    const last = Math.max(1, Math.ceil(data.total / view.size))
    if (view.page > last) go({ ...view, page: last }, true)
  }, [data, query.isPlaceholderData, view, go])

  const scope = selectionScope(view.filters)
  const [selectionState, setSelection] = useState<Selection>({ scope, ids: {} })
  const selection = forScope(selectionState, scope)
  const selected = selectedIds(selection)
  const clearSelection = () => setSelection({ scope, ids: {} })
  const keepSelection = (ids: readonly string[]) =>
    setSelection({ scope, ids: Object.fromEntries(ids.map((id) => [id, true])) })

  const key = prefsKey(adminId, descriptor.resource)
  const store = storage ?? browserStorage()
  const [saved, setSaved] = useState(() => loadColumnPrefs(store, key, descriptor.columns))
  const visibility = useMemo(() => columnVisibility(descriptor.columns, saved), [descriptor, saved])
  const setColumn = (field: string, visible: boolean) => {
    const next = { ...visibility, [field]: visible }
    saveColumnPrefs(store, key, descriptor.columns, next)
    setSaved(loadColumnPrefs(store, key, descriptor.columns))
    if (!store) setSaved(next)
  }
  const resetColumns = () => {
    saveColumnPrefs(store, key, descriptor.columns, columnVisibility(descriptor.columns, {}))
    setSaved({})
  }

  const cell = useMemo(
    (): CellContext => ({
      locale,
      status: descriptor.status,
      statusLabel: (k) => t(`status.${k}`),
    }),
    [locale, descriptor.status, t],
  )

  const onSearch = (filters: ListFilters) => {
    const next: ListView = {
      filters,
      page: 1,
      size: view.size,
      ...(view.sort ? { sort: view.sort } : {}),
    }
    if (sameFilters(filters, view.filters) && view.page === 1) void query.refetch()
    else go(next)
  }
  const onReset = () => {
    if (sameFilters(view.filters, EMPTY_FILTERS) && view.page === 1 && !view.sort)
      void query.refetch()
    else go({ filters: EMPTY_FILTERS, page: 1, size: view.size })
  }
  const onSort = (field: string) => go({ ...view, sort: nextSort(sort, field), page: 1 })
  const recordHref = useCallback(
    (id: string) => `?${serializeListView({ ...view, record: id }, rules.statusByDefault)}`,
    [view, rules.statusByDefault],
  )
  const onView = (id: string) => go({ ...view, record: id })
  const { record: _record, ...withoutRecord } = view
  const closeDetail = () => go(withoutRecord, true)

  const exportColumns = descriptor.columns
    .filter((column) => visibility[column.field] !== false)
    .map((column) => ({
      field: column.field,
      kind: column.kind ?? 'text',
      header: t(`columns.${column.label}`),
    }))

  let state: ReactNode = null
  if (query.isError && !query.isFetching) {
    const detail = errorMessage(query.error)
    state = (
      <Box css={styles.state} role="alert">
        <span>{detail ? `${shellT('list.error')}：${detail}` : shellT('list.error')}</span>
        <Button size="sm" onClick={() => void query.refetch()}>
          {shellT('list.retry')}
        </Button>
      </Box>
    )
  } else if (!data) {
    state = (
      <Box css={styles.state} role="status">
        <Spinner size="md" color="brand.solid" />
        <span>{shellT('list.loading')}</span>
      </Box>
    )
  } else if (rows.length === 0) {
    state = (
      <Box css={styles.state} role="status">
        {shellT('list.empty')}
      </Box>
    )
  }

  const openRow = view.record
    ? rows.find((row, index) => rowId(row, index) === view.record)
    : undefined

  return (
    <chakra.section css={styles.root} aria-labelledby={titleId}>
      <chakra.h1 id={titleId} css={styles.title}>
        {title}
      </chakra.h1>
      <FilterBar
        descriptor={descriptor}
        filters={view.filters}
        onSearch={onSearch}
        onReset={onReset}
      />
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" mb="3">
        {props.toolbar}
        {selected.length > 0 ? (
          <Box
            display="flex"
            alignItems="center"
            gap="2"
            px="3"
            py="1"
            bg="brand.subtle"
            borderRadius="md"
          >
            <chakra.span fontSize="sm" role="status">
              {fill(text.selected, { count: selected.length })}
            </chakra.span>
            <Button size="xs" variant="ghost" onClick={clearSelection}>
              {text.clear}
            </Button>
            {props.selectionActions?.({
              ids: selected,
              clear: clearSelection,
              keep: keepSelection,
            })}
          </Box>
        ) : null}
        <Box flex="1" />
        <ExportControl
          title={title}
          source={source}
          columns={exportColumns}
          query={filterQuery(view, descriptor)}
          selectedIds={selected}
          cell={cell}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => void query.refetch()}
          loading={query.isFetching && !!data}
        >
          <RotateCw aria-hidden="true" />
          {text.refresh}
        </Button>
        <ColumnSettings
          columns={descriptor.columns}
          visibility={visibility}
          onChange={setColumn}
          onReset={resetColumns}
        />
      </Box>
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <Box css={styles.tableWrap} tabIndex={0}>
        <ListTable
          descriptor={descriptor}
          label={shellT('list.table', { title })}
          rows={rows}
          sort={sort}
          onSort={onSort}
          selected={selection.ids}
          onSelectedChange={(update) => setSelection((old) => updateSelection(old, scope, update))}
          visibility={visibility}
          recordHref={recordHref}
          onView={onView}
          rowActions={props.rowActions}
          cell={cell}
          state={state}
          busy={query.isFetching}
        />
        {state}
      </Box>
      <Pagination
        page={view.page}
        pageSize={view.size}
        total={data?.total ?? 0}
        onChange={({ page, pageSize }) => go({ ...view, page, size: pageSize })}
      />
      {view.record ? (
        <RecordDetail
          descriptor={descriptor}
          source={source}
          id={view.record}
          cell={cell}
          onClose={closeDetail}
          extra={props.detailExtra}
          {...(openRow ? { name: rowName(openRow, descriptor.titleField) } : {})}
        />
      ) : null}
    </chakra.section>
  )
}
