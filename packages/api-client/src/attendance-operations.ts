import type { ApiClient } from './types'
import { unwrap } from './unwrap'

/** One participant of a mission's attendance sheet; ids stay strings (they exceed 2^53). */
export interface AttendanceEntry {
  id: string
  name: string
  idCard: string
  mobile: string
  /** yyyy-mm-dd HH:mm:ss, or '' when not signed in. */
  signInTime: string
  /** yyyy-mm-dd HH:mm:ss, or '' when not signed out. */
  signOutTime: string
  serviceHours: number
}

/** A mission's attendance sheet: its time (yyyy-mm-dd HH:mm) and its participants. */
export interface MissionAttendance {
  missionId: string
  title: string
  startTime: string
  endTime: string
  list: AttendanceEntry[]
}

const MISSION_ID = /^[0-9]{1,20}$/

/**
 * The attendance sheet of one mission (assumed). Sign-in and sign-out are saved with
 * `runAction(client, 'attendance_record', { missionId, ids, signInTime?, signOutTime? })`.
 */
export const getMissionAttendance = async (
  client: ApiClient,
  missionId: string,
): Promise<MissionAttendance> => {
  if (!MISSION_ID.test(missionId)) throw new TypeError('missionId must be 1-20 digits')
  const data = unwrap(
    await client.GET('/v2/api/gdzyz/manage/pc/mission/attendance', {
      params: { query: { missionId } },
    }),
  ).data
  return {
    ...data,
    missionId: String(data.missionId),
    list: data.list.map((entry) => ({ ...entry, id: String(entry.id) })),
  }
}
