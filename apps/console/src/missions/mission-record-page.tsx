import type { ListRow } from '@gdzyz/api-client'
import { resourceRecordQuery } from '@gdzyz/api-client/query'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApi } from '../app/api-context'
import { useMissionId } from './mission-params'
import { BadMissionId, LoadFailed, MissionFrame, MissionLoading } from './page-parts'

/**
 * A page about one mission (`?id=`): the frame, a bad or missing id, loading and a failed load
 * with 重试, then `children` with the mission's record and id.
 */
export function MissionRecordPage({
  title,
  children,
}: {
  title: string
  children: (record: ListRow, id: string) => ReactNode
}) {
  const client = useApi()
  const id = useMissionId()
  const query = useQuery({
    ...resourceRecordQuery(client, 'mission', id ?? ''),
    enabled: id !== null,
    retry: false,
    refetchOnWindowFocus: false,
  })
  let content: ReactNode
  if (id === null) content = <BadMissionId />
  else if (query.isPending) content = <MissionLoading />
  else if (query.isError)
    content = <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
  else content = children(query.data, id)
  return <MissionFrame title={title}>{content}</MissionFrame>
}
