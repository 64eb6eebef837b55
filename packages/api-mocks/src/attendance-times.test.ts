import { describe, expect, it } from 'vitest'
import { attendanceErrors, hoursBetween, minutesOf } from './attendance-times'

const window = { start: '2026-03-02 08:00', end: '2026-03-02 18:00', now: '2026-03-02 16:30:00' }

describe('attendance time rules', () => {
  it('accept a sign-in and a later sign-out inside the mission, up to now', () => {
    expect(
      attendanceErrors({ signInTime: '2026-03-02 08:00', signOutTime: '2026-03-02 16:30' }, window),
    ).toEqual([])
    expect(
      attendanceErrors({ signInTime: '2026-03-02 09:15:00', signOutTime: '' }, window),
    ).toEqual([])
  })

  it('refuse a sign-out not after the sign-in', () => {
    for (const signOutTime of ['2026-03-02 09:00', '2026-03-02 08:59'])
      expect(attendanceErrors({ signInTime: '2026-03-02 09:00', signOutTime }, window)).toEqual([
        { field: 'signOutTime', message: '签退时间须晚于签到时间' },
      ])
  })

  it('refuse a sign-out without a sign-in', () => {
    expect(attendanceErrors({ signInTime: '', signOutTime: '2026-03-02 10:00' }, window)).toEqual([
      { field: 'signInTime', message: '请先填写签到时间' },
    ])
  })

  it('refuse times outside the mission and in the future, naming the field', () => {
    expect(
      attendanceErrors({ signInTime: '2026-03-02 07:59', signOutTime: '2026-03-02 18:01' }, window),
    ).toEqual([
      { field: 'signInTime', message: '须在活动时间内（2026-03-02 08:00 至 2026-03-02 18:00）' },
      { field: 'signOutTime', message: '须在活动时间内（2026-03-02 08:00 至 2026-03-02 18:00）' },
    ])
    expect(
      attendanceErrors({ signInTime: '2026-03-02 09:00', signOutTime: '2026-03-02 17:00' }, window),
    ).toEqual([{ field: 'signOutTime', message: '不能晚于当前时间' }])
  })

  it('refuse malformed and hostile times: 12-hour, no zero padding, impossible dates, markup', () => {
    for (const bad of [
      '2026-03-02 5:00 PM',
      '2026-3-2 09:00',
      '2026-02-30 09:00',
      '2026-03-02 24:00',
      '2026-03-02T09:00',
      '<img src=x onerror=alert(1)>',
      '02/03/2026 09:00',
    ]) {
      expect(minutesOf(bad)).toBeUndefined()
      expect(attendanceErrors({ signInTime: bad, signOutTime: '' }, window)).toEqual([
        { field: 'signInTime', message: '时间格式应为 年-月-日 时:分' },
      ])
    }
  })

  it('hours follow the times, to one decimal', () => {
    expect(hoursBetween('2026-03-02 08:00:00', '2026-03-02 16:30:00')).toBe(8.5)
    expect(hoursBetween('2026-03-02 08:00', '2026-03-02 08:20')).toBe(0.3)
    expect(hoursBetween('2026-03-02 08:00', '')).toBe(0)
    expect(hoursBetween('2026-03-02 10:00', '2026-03-02 09:00')).toBe(0)
  })
})
