import { Box, chakra } from '@chakra-ui/react'
import { notifySuccess } from '@gdzyz/ui-shell'
import type { FormDescriptor } from '../forms/descriptor'
import { FormBody } from '../forms/form-body'
import { useMissionAppMessages } from './app-messages'
import { useMissionText } from './messages'
import { textOf } from './mission-extras'
import { MissionRecordPage } from './mission-record-page'

/** 活动总结: the text (required, up to 2000 characters) and one picture, sent as mission_summary. */
export const SUMMARY_FORM: FormDescriptor = {
  form: true,
  resource: 'mission_summary',
  submit: 'action',
  load: 'record',
  fields: [
    {
      field: 'summary',
      label: 'missions.summary.summary',
      kind: 'textarea',
      required: true,
      maxLength: 2000,
      hint: 'missions.summary.summaryHint',
      span: 'full',
    },
    { field: 'summaryImage', label: 'missions.summary.summaryImage', kind: 'image', span: 'full' },
  ],
}

/** 活动总结 (mission_summary?id=): the mission's title read-only, its summary edited and saved. */
export function SummaryPage({ title }: { title: string }) {
  useMissionAppMessages()
  const text = useMissionText()
  return (
    <MissionRecordPage title={title}>
      {(record, id) => (
        <>
          <Box as="dl" mb="4" fontSize="sm">
            <chakra.dt color="fg.muted">{text.summary.mission}</chakra.dt>
            <chakra.dd fontWeight="semibold" fontSize="md" overflowWrap="anywhere">
              {textOf(record, 'title')}
            </chakra.dd>
          </Box>
          <FormBody
            key={id}
            descriptor={SUMMARY_FORM}
            record={record}
            onSaved={() => notifySuccess(text.summary.saved)}
          />
        </>
      )}
    </MissionRecordPage>
  )
}
