import { Box, Button, chakra, Flex } from '@chakra-ui/react'
import type { ListRow } from '@gdzyz/api-client'
import { useLocale } from '@gdzyz/ui-shell'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useListMessages } from '../i18n/list-messages'
import { cellStyles } from '../lists/cell-styles'
import { CellView } from '../lists/cell-view'
import { missions } from '../lists/descriptors/activity'
import { fill } from '../lists/messages'
import { useMissionText } from './messages'
import { postsOf, sessionsOf, textOf } from './mission-extras'
import { missionHref } from './mission-params'
import { MissionRecordPage } from './mission-record-page'

const Term = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box display="contents">
    <chakra.dt color="gray.600">{label}</chakra.dt>
    <chakra.dd overflowWrap="anywhere" whiteSpace="pre-line">
      {children}
    </chakra.dd>
  </Box>
)

/** 活动查看 (mission_detail?id=): every field of a mission, read-only, with its pages. */
export function DetailPage({ title }: { title: string }) {
  return (
    <MissionRecordPage title={title}>
      {(record, id) => <MissionDetail record={record} id={id} />}
    </MissionRecordPage>
  )
}

function MissionDetail({ record, id }: { record: ListRow; id: string }) {
  useListMessages()
  const text = useMissionText()
  const { t } = useTranslation('app')
  const locale = useLocale()
  const cell = { locale, status: missions.status, statusLabel: (k: string) => t(`status.${k}`) }
  const posts = postsOf(record)
  const sessions = sessionsOf(record)
  const start = textOf(record, 'startTime')
  const end = textOf(record, 'endTime')
  const links = [
    { page: 'mission_modify', label: text.detail.modify },
    { page: 'mission_qrcode', label: text.detail.qrcode },
    { page: 'mission_attr', label: text.detail.attendance },
    { page: 'mission_summary', label: text.detail.summarize },
  ]
  return (
    <>
      <chakra.h2 fontSize="md" fontWeight="semibold" mb="3">
        {textOf(record, 'title')}
      </chakra.h2>
      <chakra.dl
        css={cellStyles}
        display="grid"
        gridTemplateColumns="minmax(6rem, max-content) 1fr"
        gap="2 4"
        fontSize="sm"
        mb="5"
      >
        {missions.detail.map((field) => (
          <Term key={field.field} label={t(`columns.${field.label}`)}>
            <CellView field={field} row={record} ctx={cell} />
          </Term>
        ))}
        {start && end ? <Term label={text.detail.schedule}>{`${start}-${end}`}</Term> : null}
        <Term label={text.detail.posts}>
          {posts.length
            ? posts
                .map((p) => fill(text.detail.postLine, { name: p.name, count: p.count }))
                .join('、')
            : text.detail.noPosts}
        </Term>
        <Term label={text.detail.sessions}>
          {sessions.length
            ? sessions
                .map((s) =>
                  fill(text.detail.sessionLine, {
                    date: s.date,
                    start: s.startTime,
                    end: s.endTime,
                  }),
                )
                .join('\n')
            : text.detail.noSessions}
        </Term>
        {textOf(record, 'requirements') ? (
          <Term label={text.detail.requirements}>{textOf(record, 'requirements')}</Term>
        ) : null}
        {textOf(record, 'summary') ? (
          <Term label={text.detail.summary}>{textOf(record, 'summary')}</Term>
        ) : null}
      </chakra.dl>
      <Flex as="nav" aria-label={text.detail.actions} gap="3" wrap="wrap">
        {links.map((link) => (
          <Button key={link.page} asChild size="sm" variant="outline">
            <Link to={missionHref(link.page, id)}>{link.label}</Link>
          </Button>
        ))}
      </Flex>
    </>
  )
}
