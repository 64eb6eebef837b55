import { http, type RequestHandler } from 'msw'
import { missionWindowOf, participantIdsOf } from './attendance-sheet'
import type { Row } from './data/resource-def'
import type { MockBackend } from './mock-backend'
import { ok, respond, withAccount } from './respond'
import type { Schema } from './wire'

const API = '*/v2/api/gdzyz/manage/pc/mission/attendance'
const DIGITS = /^[0-9]{1,20}$/

const refuse = (msg: string) => respond<Schema<'ErrorEnvelope'>>({ code: 0, msg, data: null })
const text = (value: Row[string] | undefined) => (typeof value === 'string' ? value : '')

/** 考勤: a mission's attendance sheet (saving goes through the `attendance_record` action). */
export const attendanceHandlers = (backend: MockBackend): RequestHandler[] => [
  http.get(API, ({ request }) =>
    withAccount(backend, request, () => {
      const missionId = new URL(request.url).searchParams.get('missionId') ?? ''
      if (!DIGITS.test(missionId)) return refuse('活动编号无效')
      const mission = backend.record('mission', missionId)
      if (!mission) return refuse('活动不存在或已删除')
      const list = participantIdsOf(missionId).flatMap((id) => {
        const row = backend.record('attendance', id)
        return row
          ? [
              {
                id: BigInt(id),
                name: text(row.name),
                idCard: text(row.idCard),
                mobile: text(row.mobile),
                signInTime: text(row.signInTime),
                signOutTime: text(row.signOutTime),
                serviceHours: Number(row.serviceHours ?? 0),
              },
            ]
          : []
      })
      const { start, end } = missionWindowOf(mission)
      return respond<Schema<'MissionAttendanceEnvelope'>>(
        ok({
          missionId: BigInt(missionId),
          title: text(mission.title),
          startTime: start,
          endTime: end,
          list,
        }),
      )
    }),
  ),
]
