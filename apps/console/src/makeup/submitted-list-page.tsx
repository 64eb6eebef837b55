import { type ListColumn, ListPage } from '@gdzyz/ui-shell'
import { useCallback } from 'react'
import { type SubmittedMakeup, useMakeupApi } from './makeup-api'
import { useMakeupText } from './messages'
import { useMakeupParams } from './params'

/**
 * 查看考勤情况: the submitted make-up batches of a kind (or, with `missionId` in the query, of one
 * mission) with the review's outcome: the hours that count and why a batch was rejected.
 */
export function SubmittedListPage({ title }: { title: string }) {
  const text = useMakeupText()
  const api = useMakeupApi()
  const params = useMakeupParams()
  const kind = params.kind ?? 'realtime'
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
    { key: 'countedHours', header: text.countedHours },
    { key: 'rejectReason', header: text.rejectReason, render: (row) => row.rejectReason ?? '' },
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
