import { Text } from '@chakra-ui/react'
import { type MissionPublishBody, publishHistoryMission } from '@gdzyz/api-client'
import { useState } from 'react'
import { useApi } from '../app/api-context'
import { useMissionText } from './messages'
import { MissionEditor } from './mission-editor'
import { emptyWizard, publishBody } from './mission-form'
import { MissionFrame } from './page-parts'

/** The name of the 历史活动发布 draft among the admin's form drafts. */
const HISTORY_DRAFT_KEY = 'activity/mission_add_his'

/** 历史活动发布 (mission_add_his): a mission that already took place, on one page. */
export function HistoryPage({ title }: { title: string }) {
  const text = useMissionText()
  const client = useApi()
  const [initial] = useState(emptyWizard)
  return (
    <MissionFrame title={title}>
      <MissionEditor
        initial={initial}
        dates={{ mode: 'history' }}
        draftKey={HISTORY_DRAFT_KEY}
        send={(value) => publishHistoryMission(client, publishBody(value) as MissionPublishBody)}
        submitLabel={text.editor.historyPublish}
        submittingLabel={text.wizard.publishing}
        doneMessage={text.editor.historyPublished}
        intro={
          <Text fontSize="sm" color="fg.muted" mb="4">
            {text.editor.historyHint}
          </Text>
        }
      />
    </MissionFrame>
  )
}
