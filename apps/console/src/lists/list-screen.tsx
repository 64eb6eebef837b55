import type { ListRow } from '@gdzyz/api-client'
import { resourceListQuery } from '@gdzyz/api-client/query'
import { type ListColumn, ListPage, useLocale } from '@gdzyz/ui-shell'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useApi } from '../app/api-context'
import { useListMessages } from '../i18n/list-messages'
import { cellText } from './cells'
import type { ListDescriptor } from './descriptor'

interface ListScreenProps {
  descriptor: ListDescriptor
  title: string
}

/** A list page: ui-shell's ListPage showing the descriptor's columns of `listResource`. */
export function ListScreen({ descriptor, title }: ListScreenProps) {
  const { resource } = descriptor
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
      descriptor.columns
        .filter((column) => !column.hidden)
        .map((column) => ({
          key: `${column.field}:${column.label}`,
          header: t(`columns.${column.label}`),
          render: (row) => {
            const ctx = {
              locale,
              status: descriptor.status,
              statusLabel: (key: string) => t(`status.${key}`),
            }
            return cellText(column.kind ?? 'text', row[column.field], ctx)
          },
        })),
    [descriptor, t, locale],
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
