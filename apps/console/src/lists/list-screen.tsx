import type { ListRow } from '@gdzyz/api-client'
import { resourceListQuery } from '@gdzyz/api-client/query'
import { type ListColumn, ListPage, useLocale } from '@gdzyz/ui-shell'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useApi } from '../app/api-context'
import { useListMessages } from '../i18n/list-messages'
import { cellText } from './cells'
import type { ListSpec } from './column-sets'

interface ListScreenProps {
  /** Resource name of the paged-list contract (the page's path segment). */
  resource: string
  title: string
  spec: ListSpec
}

/** A list page: ui-shell's ListPage fed by `listResource(resource)` through the query cache. */
export function ListScreen({ resource, title, spec }: ListScreenProps) {
  useListMessages()
  const { t } = useTranslation('app')
  const api = useApi()
  const locale = useLocale()
  const queryClient = useQueryClient()

  const query = useCallback(
    ({ page, pageSize }: { page: number; pageSize: number }) =>
      // staleTime 0: every visit and every tag reload asks the server again.
      queryClient.fetchQuery({
        ...resourceListQuery(api, resource, { pageNum: page, pageSize }),
        staleTime: 0,
      }),
    [api, queryClient, resource],
  )

  const columns = useMemo(
    (): ListColumn<ListRow>[] =>
      spec.columns.map((column) => ({
        key: `${column.field}:${column.label}`,
        header: t(`columns.${column.label}`),
        render: (row) => {
          const ctx = {
            locale,
            status: spec.status,
            statusLabel: (key: string) => t(`status.${key}`),
          }
          return cellText(column.kind ?? 'text', row[column.field], ctx)
        },
      })),
    [spec, t, locale],
  )

  return (
    <ListPage<ListRow>
      title={title}
      columns={columns}
      query={query}
      rowKey={(row, index) => (row.id == null ? String(index) : String(row.id))}
    />
  )
}
