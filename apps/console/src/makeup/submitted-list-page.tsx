import { type ListColumn, ListPage } from '@gdzyz/ui-shell'
import { useCallback } from 'react'
import { type SubmittedMakeup, useMakeupApi } from './makeup-api'
import { useMakeupText } from './messages'
import { useMakeupParams } from './params'
import type { MakeupKind } from './types'

/**
 * 实时/历史活动补录审核 and 查看考勤情况: the submitted make-up batches, all of a kind or (with
 * `missionId` in the query) those of one mission.
 */
export function SubmittedListPage({
  kind: fixedKind,
  title,
}: {
  kind?: MakeupKind
  title: string
}) {
  const text = useMakeupText()
  const api = useMakeupApi()
  const params = useMakeupParams()
  const kind = fixedKind ?? params.kind ?? 'realtime'
  const { missionId } = params

  const query = useCallback(
    ({ page, pageSize }: { page: number; pageSize: number }) =>
      api.listSubmitted(kind, { pageNum: page, pageSize, ...(missionId ? { missionId } : {}) }),
    [api, kind, missionId],
  )

  const columns: ListColumn<SubmittedMakeup>[] = [
    { key: 'missionTitle', header: text.mission },
    { key: 'timesInfoId', header: text.session },
    { key: 'batchCount', header: text.batches },
    { key: 'recordCount', header: text.records },
    { key: 'submittedAt', header: text.submittedAt },
    {
      key: 'status',
      header: text.status,
      render: (row) => [text.pending, text.approved, text.rejected][row.status] ?? '',
    },
  ]

  return (
    <ListPage<SubmittedMakeup>
      title={title}
      columns={columns}
      query={query}
      rowKey={(row) => row.id}
    />
  )
}
