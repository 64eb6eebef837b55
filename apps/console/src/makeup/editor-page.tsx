import { Text } from '@chakra-ui/react'
import { useSession } from '@gdzyz/auth/react'
import { useNavigate } from 'react-router'
import { MakeupEditor } from './makeup-editor'
import { fill, useMakeupText } from './messages'
import { Loading, PageFrame, Problem } from './page-frame'
import { auditPage, makeupHref, useMakeupParams } from './params'
import { errorMessage, useMission } from './use-mission'

/** 补录考勤 (supplement_attr): the batches of one mission session. */
export function EditorPage({ title }: { title: string }) {
  const text = useMakeupText()
  const navigate = useNavigate()
  const { kind, missionId, timesInfoId } = useMakeupParams()
  const adminId = String(useSession().profile?.adminId ?? '')
  const mission = useMission(kind, missionId)
  const back = kind
    ? { to: makeupHref('select_supplement_time', { kind, missionId }), label: text.back }
    : undefined

  let body: React.ReactNode
  if (!kind || !missionId || !timesInfoId || !adminId)
    body = <Problem>{text.missingParams}</Problem>
  else if (mission.isError)
    body = <Problem>{fill(text.loadFailed, { message: errorMessage(mission.error) })}</Problem>
  else if (!mission.data) body = <Loading />
  else {
    const session = mission.data.sessions.find((s) => s.timesInfoId === timesInfoId)
    body = (
      <>
        <Text mb="4" color="fg.muted" fontSize="sm">
          {`${text.kind[kind]} · ${mission.data.title} · ${text.missionDates} ${mission.data.startDate} ~ ${mission.data.endDate}`}
          {session
            ? ` · ${text.session} ${session.date} ${session.startTime}-${session.endTime}`
            : ''}
        </Text>
        <MakeupEditor
          key={`${adminId}:${missionId}:${timesInfoId}`}
          kind={kind}
          pair={{ missionId, timesInfoId }}
          adminId={adminId}
          mission={mission.data}
          session={session}
          materialHref={makeupHref('supplement_detail', { kind, missionId, timesInfoId })}
          addHref={(batchId) =>
            makeupHref('supplement_add', { kind, missionId, timesInfoId, batchId })
          }
          onSaved={() => navigate(makeupHref(auditPage(kind)))}
        />
      </>
    )
  }
  return (
    <PageFrame title={title} back={back}>
      {body}
    </PageFrame>
  )
}
