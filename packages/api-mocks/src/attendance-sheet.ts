import type { AttendanceWindow } from './attendance-times'
import type { Row } from './data/resource-def'
import { ATTENDANCE_PER_MISSION } from './data/resources-activity'
import { tableOf } from './data/table'

/** A mission's time as yyyy-mm-dd HH:mm (a day without times runs 00:00-23:59). */
export const missionWindowOf = (mission: Row): Omit<AttendanceWindow, 'now'> => {
  const time = (field: string, fallback: string) =>
    typeof mission[field] === 'string' && /^\d{2}:\d{2}$/.test(String(mission[field]))
      ? String(mission[field])
      : fallback
  return {
    start: `${String(mission.startDate)} ${time('startTime', '00:00')}`,
    end: `${String(mission.endDate)} ${time('endTime', '23:59')}`,
  }
}

/** Ids of the attendance records of a mission's participants (none for an unknown mission). */
export const participantIdsOf = (missionId: string): string[] => {
  const missions = tableOf('mission')
  const attendance = tableOf('attendance')
  const m = missions?.indexOf(missionId) ?? -1
  if (!attendance || m < 0) return []
  const ids: string[] = []
  for (let k = 0; k < ATTENDANCE_PER_MISSION; k++) {
    const i = m * ATTENDANCE_PER_MISSION + k
    if (i < attendance.def.count) ids.push(String(attendance.base + BigInt(i)))
  }
  return ids
}
