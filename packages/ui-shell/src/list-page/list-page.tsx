import { Box, Button, chakra, Spinner, Table, useSlotRecipe } from '@chakra-ui/react'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pagination } from '../pagination'
import { type ListQuery, useListQuery } from './use-list-query'

export interface ListColumn<Row> {
  key: string
  header: ReactNode
  /** Cell content; default `String(row[key])`. */
  render?: (row: Row) => ReactNode
}

export interface ListPageProps<Row> {
  title: string
  columns: readonly ListColumn<Row>[]
  /** Data source; give a stable function (a new one reloads). Include filters in its closure. */
  query: ListQuery<Row>
  rowKey: (row: Row, index: number) => string
  /** Filter bar slot. */
  filters?: ReactNode
  initialPageSize?: number
}

type Styles = Record<string, object>

function errorText(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string')
    return error.msg
  return error instanceof Error ? error.message : undefined
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined
  return value == null ? '' : String(value)
}

/** The generic listing screen shared by many gated pages. */
export function ListPage<Row>(props: ListPageProps<Row>) {
  const { t } = useTranslation('shell')
  const styles = useSlotRecipe({ key: 'shellListPage' })() as Styles
  const titleId = useId()
  const [paging, setPaging] = useState({ page: 1, pageSize: props.initialPageSize ?? 10 })
  const { status, retry } = useListQuery(props.query, paging.page, paging.pageSize)
  const data = status.data
  const rows = data?.list ?? []

  let state: ReactNode = null
  if (status.type === 'error') {
    const detail = errorText(status.error)
    state = (
      <Box css={styles.state} role="alert">
        <span>{detail ? `${t('list.error')}：${detail}` : t('list.error')}</span>
        <Button size="sm" onClick={retry}>
          {t('list.retry')}
        </Button>
      </Box>
    )
  } else if (status.type === 'loading' && !data) {
    state = (
      <Box css={styles.state} role="status">
        <Spinner size="md" color="brand.solid" />
        <span>{t('list.loading')}</span>
      </Box>
    )
  } else if (rows.length === 0) {
    state = (
      <Box css={styles.state} role="status">
        {t('list.empty')}
      </Box>
    )
  }

  return (
    <chakra.section css={styles.root} aria-labelledby={titleId}>
      <chakra.h1 id={titleId} css={styles.title}>
        {props.title}
      </chakra.h1>
      {props.filters ? <Box css={styles.filters}>{props.filters}</Box> : null}
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <Box css={styles.tableWrap} tabIndex={0} aria-busy={status.type === 'loading'}>
        <Table.Root size="sm" interactive aria-label={t('list.table', { title: props.title })}>
          <Table.Header>
            <Table.Row>
              {props.columns.map((column) => (
                <Table.ColumnHeader key={column.key}>{column.header}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {state
              ? null
              : rows.map((row, index) => (
                  <Table.Row key={props.rowKey(row, index)}>
                    {props.columns.map((column) => (
                      <Table.Cell key={column.key}>
                        {column.render ? column.render(row) : defaultCell(row, column.key)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
          </Table.Body>
        </Table.Root>
        {state}
      </Box>
      <Pagination
        page={paging.page}
        pageSize={paging.pageSize}
        total={data?.total ?? 0}
        onChange={setPaging}
      />
    </chakra.section>
  )
}
