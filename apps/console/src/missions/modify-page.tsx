import { type MissionPublishBody, modifyMission } from '@gdzyz/api-client'
import { resourceRecordQuery } from '@gdzyz/api-client/query'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApi } from '../app/api-context'
import { useMissionText } from './messages'
import { MissionEditor } from './mission-editor'
import { wizardFromRecord } from './mission-extras'
import { publishBody } from './mission-form'
import { useMissionId } from './mission-params'
import { BadMissionId, LoadFailed, MissionFrame, MissionLoading } from './page-parts'

/** 活动修改 (mission_modify?id=): the mission in the wizard's fields, saved with modifyMission. */
export function ModifyPage({ title }: { title: string }) {
  const text = useMissionText()
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
  else {
    const initial = wizardFromRecord(query.data)
    content = (
      <MissionEditor
        key={id}
        initial={initial}
        dates={{ mode: 'modify', originalStart: initial.basics.startDate }}
        draftKey={`activity/mission_modify/${id}`}
        send={(value) => modifyMission(client, id, publishBody(value) as MissionPublishBody)}
        submitLabel={text.editor.save}
        submittingLabel={text.editor.saving}
        doneMessage={text.editor.saved}
      />
    )
  }
  return <MissionFrame title={title}>{content}</MissionFrame>
}
