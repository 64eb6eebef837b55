import { Box, chakra } from '@chakra-ui/react'
import { resourceRecordQuery } from '@gdzyz/api-client/query'
import { notifySuccess } from '@gdzyz/ui-shell'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApi } from '../app/api-context'
import type { FormDescriptor } from '../forms/descriptor'
import { FormBody } from '../forms/form-body'
import { useMissionAppMessages } from './app-messages'
import { useMissionText } from './messages'
import { textOf } from './mission-extras'
import { useMissionId } from './mission-params'
import { BadMissionId, LoadFailed, MissionFrame, MissionLoading } from './page-parts'

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
  else
    content = (
      <>
        <Box as="dl" mb="4" fontSize="sm">
          <chakra.dt color="fg.muted">{text.summary.mission}</chakra.dt>
          <chakra.dd fontWeight="semibold" fontSize="md" overflowWrap="anywhere">
            {textOf(query.data, 'title')}
          </chakra.dd>
        </Box>
        <FormBody
          key={id}
          descriptor={SUMMARY_FORM}
          record={query.data}
          onSaved={() => notifySuccess(text.summary.saved)}
        />
      </>
    )
  return <MissionFrame title={title}>{content}</MissionFrame>
}
