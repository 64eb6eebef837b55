import { Button } from '@chakra-ui/react'
import { type ListRow, listResource } from '@gdzyz/api-client'
import { type ListColumn, ListPage } from '@gdzyz/ui-shell'
import { useCallback } from 'react'
import { Link } from 'react-router'
import { useApi } from '../app/api-context'
import { useMakeupText } from './messages'
import { makeupHref } from './params'
import type { MakeupKind } from './types'

const cell = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

/** 实时/历史活动补录: the missions of the paged-list contract, each opening its sessions. */
export function MissionListPage({
  kind,
  resource,
  title,
}: {
  kind: MakeupKind
  resource: string
  title: string
}) {
  const text = useMakeupText()
  const api = useApi()
  const query = useCallback(
    ({ page, pageSize }: { page: number; pageSize: number }) =>
      listResource(api, resource, { pageNum: page, pageSize }),
    [api, resource],
  )
  const columns: ListColumn<ListRow>[] = [
    { key: 'id', header: text.id, render: (row) => cell(row.id) },
    { key: 'title', header: text.mission, render: (row) => cell(row.title) },
    { key: 'orgName', header: text.organization, render: (row) => cell(row.orgName) },
    {
      key: 'action',
      header: text.actions,
      render: (row) => (
        <Button asChild size="xs">
          <Link
            to={makeupHref('select_supplement_time', { kind, missionId: cell(row.id) })}
            aria-label={`${text.makeup} ${cell(row.title)}`}
          >
            {text.makeup}
          </Link>
        </Button>
      ),
    },
  ]
  return (
    <ListPage<ListRow>
      title={title}
      columns={columns}
      query={query}
      rowKey={(row, index) => cell(row.id) || String(index)}
    />
  )
}
