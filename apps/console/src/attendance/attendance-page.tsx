import { Text } from '@chakra-ui/react'
import { getMissionAttendance } from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { notifySuccess } from '@gdzyz/ui-shell'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useApi } from '../app/api-context'
import { fill } from '../lists/messages'
import { useMissionId } from '../missions/mission-params'
import { BadMissionId, LoadFailed, MissionFrame, MissionLoading } from '../missions/page-parts'
import type { PageProps } from '../sections/section-page'
import { AttendanceForm, FORM_ID } from './attendance-form'
import { useAttendanceText } from './messages'
import { SheetTable } from './sheet-table'

/** The sheet's query key: under the attendance resource, so any attendance change refreshes it. */
export const sheetKey = (missionId: string) =>
  [...apiKeys.resource('attendance'), 'mission', missionId] as const

/** 考勤: a mission's participants with their times; the admin records sign-in and sign-out. */
export function AttendancePage({ title }: PageProps) {
  const missionId = useMissionId()
  const text = useAttendanceText()
  const api = useApi()
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const sheet = useQuery({
    queryKey: sheetKey(missionId ?? ''),
    queryFn: () => getMissionAttendance(api, missionId ?? ''),
    enabled: missionId !== null,
  })
  if (missionId === null)
    return (
      <MissionFrame title={title}>
        <BadMissionId />
      </MissionFrame>
    )
  if (sheet.isPending) return <MissionLoading />
  if (sheet.isError)
    return (
      <MissionFrame title={title}>
        <LoadFailed error={sheet.error} onRetry={() => void sheet.refetch()} />
      </MissionFrame>
    )
  const { list, startTime, endTime } = sheet.data
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return (
    <MissionFrame title={`${title}：${sheet.data.title}`}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {fill(text.sheet.missionTime, { start: startTime, end: endTime })}
      </Text>
      {list.length ? (
        <>
          <SheetTable
            entries={list}
            selected={selected}
            text={text}
            onToggle={toggle}
            onToggleAll={() =>
              setSelected(
                list.every((e) => selected.has(e.id)) ? new Set() : new Set(list.map((e) => e.id)),
              )
            }
            onEdit={(id) => {
              setSelected(new Set([id]))
              requestAnimationFrame(() => document.getElementById(`${FORM_ID}-signInDate`)?.focus())
            }}
          />
          <AttendanceForm
            missionId={missionId}
            mission={{ start: startTime, end: endTime }}
            selected={list.filter((e) => selected.has(e.id))}
            text={text}
            onSaved={async () => {
              setSelected(new Set())
              await queryClient.invalidateQueries({ queryKey: apiKeys.resource('attendance') })
              notifySuccess(text.sheet.saved)
            }}
          />
        </>
      ) : (
        <Text py="4">{text.sheet.empty}</Text>
      )}
    </MissionFrame>
  )
}
