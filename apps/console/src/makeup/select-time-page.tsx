import { Box, Button, Flex, Table, Text } from '@chakra-ui/react'
import { useSession } from '@gdzyz/auth/react'
import { Link } from 'react-router'
import { createDraftStore } from './draft-store'
import { fill, useMakeupText } from './messages'
import { Loading, PageFrame, Problem } from './page-frame'
import { makeupHref, useMakeupParams } from './params'
import { errorMessage, useMission } from './use-mission'

/** 选择补录时间 (select_supplement_time): the mission's sessions, with local drafts marked. */
export function SelectTimePage({ title }: { title: string }) {
  const text = useMakeupText()
  const { kind, missionId } = useMakeupParams()
  const adminId = String(useSession().profile?.adminId ?? '')
  const mission = useMission(kind, missionId)
  const listPage = kind === 'his' ? 'mission_active_his' : 'mission_active_realtime'
  const back = { to: `/activity/${listPage}`, label: text.back }

  if (!kind || !missionId || !adminId)
    return (
      <PageFrame title={title} back={back}>
        <Problem>{text.missingParams}</Problem>
      </PageFrame>
    )
  if (mission.isError || !mission.data)
    return (
      <PageFrame title={title} back={back}>
        {mission.isError ? (
          <Problem>{fill(text.loadFailed, { message: errorMessage(mission.error) })}</Problem>
        ) : (
          <Loading />
        )}
      </PageFrame>
    )
  const store = createDraftStore({ adminId })
  const { data } = mission
  return (
    <PageFrame title={title} back={back}>
      <Flex justify="space-between" wrap="wrap" gap="2" mb="4">
        <Text color="fg.muted" fontSize="sm">
          {`${text.kind[kind]} · ${data.title} · ${text.missionDates} ${data.startDate} ~ ${data.endDate}`}
        </Text>
        <Button asChild size="sm" variant="outline">
          <Link to={makeupHref('supplement_list', { kind, missionId })}>{text.viewAttendance}</Link>
        </Button>
      </Flex>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={text.sessions}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{text.session}</Table.ColumnHeader>
              <Table.ColumnHeader>{text.date}</Table.ColumnHeader>
              <Table.ColumnHeader>{`${text.start} - ${text.end}`}</Table.ColumnHeader>
              <Table.ColumnHeader>{text.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.sessions.map((session) => {
              const draft = store.load({ missionId, timesInfoId: session.timesInfoId })
              return (
                <Table.Row key={session.timesInfoId}>
                  <Table.Cell>{session.timesInfoId}</Table.Cell>
                  <Table.Cell>{session.date}</Table.Cell>
                  <Table.Cell>{`${session.startTime} - ${session.endTime}`}</Table.Cell>
                  <Table.Cell>
                    <Flex gap="3" align="center" wrap="wrap">
                      <Button asChild size="xs">
                        <Link
                          to={makeupHref('supplement_attr', {
                            kind,
                            missionId,
                            timesInfoId: session.timesInfoId,
                          })}
                          aria-label={`${text.makeup} ${session.date} ${session.startTime}`}
                        >
                          {text.makeup}
                        </Link>
                      </Button>
                      {draft?.batches.length ? (
                        <Text as="span" fontSize="xs" color="orange.700">
                          {text.draftBadge}
                        </Text>
                      ) : null}
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </PageFrame>
  )
}
