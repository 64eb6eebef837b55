import { type MissionPublishBody, modifyMission } from '@gdzyz/api-client'
import { useApi } from '../app/api-context'
import { useMissionText } from './messages'
import { MissionEditor } from './mission-editor'
import { wizardFromRecord } from './mission-extras'
import { publishBody } from './mission-form'
import { MissionRecordPage } from './mission-record-page'

/** 活动修改 (mission_modify?id=): the mission in the wizard's fields, saved with modifyMission. */
export function ModifyPage({ title }: { title: string }) {
  const text = useMissionText()
  const client = useApi()
  return (
    <MissionRecordPage title={title}>
      {(record, id) => {
        const initial = wizardFromRecord(record)
        return (
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
      }}
    </MissionRecordPage>
  )
}
