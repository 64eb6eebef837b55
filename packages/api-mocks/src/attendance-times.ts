import type { FieldError } from './form-check'

/** yyyy-mm-dd HH:mm with optional :ss, a real calendar date and a 24-hour time. */
const STAMP = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/

/** Minutes since 1970 of a Beijing wall-clock stamp, or undefined when it is malformed. */
export const minutesOf = (text: string): number | undefined => {
  const m = STAMP.exec(text)
  if (!m) return undefined
  const [y, mo, d, h, mi] = [1, 2, 3, 4, 5].map((k) => Number(m[k]))
  const ms = Date.UTC(y as number, (mo as number) - 1, d, h, mi)
  const date = new Date(ms)
  if (date.getUTCMonth() !== (mo as number) - 1 || date.getUTCDate() !== d) return undefined
  return ms / 60_000
}

export interface AttendanceTimes {
  /** yyyy-mm-dd HH:mm[:ss] or '' (not signed in). */
  signInTime: string
  signOutTime: string
}

export interface AttendanceWindow {
  /** yyyy-mm-dd HH:mm */
  start: string
  end: string
  /** yyyy-mm-dd HH:mm[:ss], the server's clock. */
  now: string
}

/**
 * The attendance rules: well-formed times, sign-out only after a sign-in and later than it, both
 * inside the mission's time and not in the future. Each problem names its field.
 */
export const attendanceErrors = (
  times: AttendanceTimes,
  window: AttendanceWindow,
): FieldError[] => {
  const errors: FieldError[] = []
  const start = minutesOf(window.start) ?? Number.NEGATIVE_INFINITY
  const end = minutesOf(window.end) ?? Number.POSITIVE_INFINITY
  const now = minutesOf(window.now) ?? Number.POSITIVE_INFINITY
  const read = (field: keyof AttendanceTimes): number | undefined => {
    const text = times[field]
    if (text === '') return undefined
    const at = minutesOf(text)
    if (at === undefined) errors.push({ field, message: '时间格式应为 年-月-日 时:分' })
    else if (at < start || at > end)
      errors.push({ field, message: `须在活动时间内（${window.start} 至 ${window.end}）` })
    else if (at > now) errors.push({ field, message: '不能晚于当前时间' })
    else return at
    return undefined
  }
  const signIn = read('signInTime')
  const signOut = read('signOutTime')
  if (times.signOutTime !== '' && times.signInTime === '')
    errors.push({ field: 'signInTime', message: '请先填写签到时间' })
  if (signIn !== undefined && signOut !== undefined && signOut <= signIn)
    errors.push({ field: 'signOutTime', message: '签退时间须晚于签到时间' })
  return errors
}

/** Hours between two valid stamps, to one decimal (0 without a sign-out). */
export const hoursBetween = (signInTime: string, signOutTime: string): number => {
  const from = minutesOf(signInTime)
  const to = minutesOf(signOutTime)
  if (from === undefined || to === undefined || to <= from) return 0
  return Math.round((to - from) / 6) / 10
}
