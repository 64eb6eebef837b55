import { describe, expect, it } from 'vitest'
import { attendanceBody, attendanceIssues, beijingStamp } from './time-rules'

const mission = { start: '2026-03-02 08:00', end: '2026-03-03 18:00' }
const now = '2026-03-03 12:00'
const input = (signIn: string, signOut: string) => {
  const [signInDate = '', signInTime = ''] = signIn.split(' ')
  const [signOutDate = '', signOutTime = ''] = signOut.split(' ')
  return { signInDate, signInTime, signOutDate, signOutTime }
}
const codes = (signIn: string, signOut: string, current?: { signInTime: string }) =>
  attendanceIssues(input(signIn, signOut), mission, now, current).map((i) => `${i.field}:${i.code}`)

describe('考勤 form rules', () => {
  it('accept well-formed times inside the mission, sign-out after sign-in', () => {
    expect(codes('2026-03-02 08:00', '2026-03-02 17:30')).toEqual([])
    expect(codes('', '2026-03-02 17:30', { signInTime: '2026-03-02 09:00:00' })).toEqual([])
  })

  it('sign-out before or at the sign-in (typed or recorded) is refused', () => {
    expect(codes('2026-03-02 10:00', '2026-03-02 09:59')).toEqual(['signOutTime:signOutNotAfter'])
    expect(codes('', '2026-03-02 09:00', { signInTime: '2026-03-02 09:00:00' })).toEqual([
      'signOutTime:signOutNotAfter',
    ])
    expect(codes('', '2026-03-02 09:00')).toEqual(['signInDate:signInFirst'])
  })

  it('future and out-of-mission times are refused', () => {
    expect(codes('2026-03-03 11:00', '2026-03-03 12:01')).toEqual(['signOutTime:future'])
    expect(codes('2026-03-01 23:00', '')).toEqual(['signInTime:outsideMission'])
  })

  it('malformed input: 12-hour times, unpadded or impossible dates, half-filled pairs, nothing', () => {
    expect(codes('2026-03-02 5:00PM', '')).toEqual(['signInTime:badTime'])
    expect(codes('2026-3-2 08:00', '')).toEqual(['signInDate:badDate'])
    expect(codes('2026-02-30 08:00', '')).toEqual(['signInDate:badDate'])
    expect(codes('2026-03-02 24:00', '')).toEqual(['signInTime:badTime'])
    expect(codes('2026-03-02', '')).toEqual(['signInTime:needBoth'])
    expect(codes('', '')).toEqual(['signInDate:nothing'])
  })

  it('the body carries only the filled pairs; Beijing time is UTC+8', () => {
    expect(attendanceBody(input('', '2026-03-02 17:30'))).toEqual({
      signOutTime: '2026-03-02 17:30',
    })
    expect(beijingStamp(Date.UTC(2026, 2, 2, 16, 30))).toBe('2026-03-03 00:30')
  })
})
