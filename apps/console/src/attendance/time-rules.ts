/** What the 考勤 form holds: each time as a date (yyyy-mm-dd) and a 24-hour time (HH:mm). */
export interface AttendanceInput {
  signInDate: string
  signInTime: string
  signOutDate: string
  signOutTime: string
}

export type AttendanceField = keyof AttendanceInput

/** Keys of `rules.*` in the attendance messages. */
export type TimeRuleCode =
  | 'nothing'
  | 'needBoth'
  | 'badDate'
  | 'badTime'
  | 'outsideMission'
  | 'future'
  | 'signOutNotAfter'
  | 'signInFirst'

export interface TimeIssue {
  field: AttendanceField
  code: TimeRuleCode
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

const isDate = (value: string): boolean => {
  const m = DATE.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** Beijing wall clock of `ms` as yyyy-mm-dd HH:mm (the platform's time zone). */
export const beijingStamp = (ms: number): string =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')

/**
 * Checks the form like the server does: each time complete (date and time) and well formed,
 * inside the mission (`start`/`end` yyyy-mm-dd HH:mm), not after `now`, sign-out after sign-in.
 * `current` is the participant's recorded sign-in (yyyy-mm-dd HH:mm[:ss]) when the form leaves
 * it unchanged. Stamps compare as text: the formats are fixed-width.
 */
export function attendanceIssues(
  input: AttendanceInput,
  mission: { start: string; end: string },
  now: string,
  current: { signInTime: string } = { signInTime: '' },
): TimeIssue[] {
  const issues: TimeIssue[] = []
  const read = (date: 'signInDate' | 'signOutDate', time: 'signInTime' | 'signOutTime') => {
    const d = input[date].trim()
    const t = input[time].trim()
    if (!d && !t) return undefined
    if (!d || !t) {
      issues.push({ field: d ? time : date, code: 'needBoth' })
      return null
    }
    let ok = true
    if (!isDate(d)) ok = !issues.push({ field: date, code: 'badDate' })
    if (!TIME.test(t)) ok = !issues.push({ field: time, code: 'badTime' })
    if (!ok) return null
    const stamp = `${d} ${t}`
    if (stamp < mission.start || stamp > mission.end)
      issues.push({ field: time, code: 'outsideMission' })
    else if (stamp > now) issues.push({ field: time, code: 'future' })
    else return stamp
    return null
  }
  const signIn = read('signInDate', 'signInTime')
  const signOut = read('signOutDate', 'signOutTime')
  if (signIn === undefined && signOut === undefined)
    return [{ field: 'signInDate', code: 'nothing' }]
  const effectiveIn = signIn === undefined ? current.signInTime.slice(0, 16) : signIn
  if (signOut !== undefined && signOut !== null) {
    if (!effectiveIn) issues.push({ field: 'signInDate', code: 'signInFirst' })
    else if (effectiveIn !== null && signOut <= effectiveIn)
      issues.push({ field: 'signOutTime', code: 'signOutNotAfter' })
  }
  return issues
}

/** The action body's times: only the pairs the admin filled in, as yyyy-mm-dd HH:mm. */
export function attendanceBody(input: AttendanceInput): {
  signInTime?: string
  signOutTime?: string
} {
  const body: { signInTime?: string; signOutTime?: string } = {}
  if (input.signInDate.trim() && input.signInTime.trim())
    body.signInTime = `${input.signInDate.trim()} ${input.signInTime.trim()}`
  if (input.signOutDate.trim() && input.signOutTime.trim())
    body.signOutTime = `${input.signOutDate.trim()} ${input.signOutTime.trim()}`
  return body
}
