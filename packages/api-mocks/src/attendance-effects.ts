import type { ActionEffect, Answer } from './action-effects'
import { missionWindowOf, participantIdsOf } from './attendance-sheet'
import { attendanceErrors, hoursBetween, minutesOf } from './attendance-times'
import type { FieldError } from './form-check'

const done = (data: unknown): Answer => ({ code: 1, msg: 'success', data })
const refuse = (msg: string): Answer => ({ code: 0, msg, data: null })

const HIRE_STATES = ['待录用', '已录用', '未录用']
const CONFIRM_STATES = ['待确认', '已确认']

/** The rows an action names: `ids` (a selection) or `id` (one row). */
const targetsOf = (input: Record<string, unknown>): string[] =>
  Array.isArray(input.ids)
    ? [...new Set(input.ids as string[])]
    : input.id === undefined
      ? []
      : [String(input.id)]

/**
 * Decides pending rows (status 0) of `resource`: all or none. A row already decided is refused
 * by name with its state, so a second click (or a stale list) changes nothing.
 */
const decide =
  (resource: string, status: number, states: readonly string[]): ActionEffect =>
  (input, ctx) => {
    const ids = targetsOf(input)
    if (!ids.length) return refuse('请选择要处理的记录')
    for (const id of ids) {
      const row = ctx.record(resource, id)
      if (!row) return refuse('记录不存在或已删除')
      if (row.status !== 0) {
        const state = states[Number(row.status)] ?? '已处理'
        return refuse(`${String(row.name ?? id)}的记录${state}，不能重复操作`)
      }
    }
    for (const id of ids)
      ctx.patch(resource, id, { status, decidedBy: ctx.operator, decideTime: ctx.now() })
    return done({ decided: ids.length })
  }

const fieldRefuse = (fieldErrors: FieldError[], prefix = ''): Answer => ({
  code: 0,
  msg: `${prefix}${fieldErrors[0]?.message ?? '提交的内容有误'}`,
  data: { fieldErrors },
})

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const withSeconds = (stamp: string) => (stamp.length === 16 ? `${stamp}:00` : stamp)

/**
 * 考勤: records or corrects sign-in and/or sign-out of some participants of one mission (all or
 * none); the hours follow from the times.
 */
const recordAttendance: ActionEffect = (input, ctx) => {
  const missionId = String(input.missionId)
  const mission = ctx.record('mission', missionId)
  if (!mission) return refuse('活动不存在或已删除')
  const signIn = input.signInTime === undefined ? undefined : text(input.signInTime)
  const signOut = input.signOutTime === undefined ? undefined : text(input.signOutTime)
  if (signIn === undefined && signOut === undefined) return refuse('请填写签到时间或签退时间')
  const sheet = new Set(participantIdsOf(missionId))
  const ids = targetsOf(input)
  if (!ids.length) return refuse('请选择志愿者')
  if (ids.some((id) => !sheet.has(id))) return refuse('所选志愿者不在该活动的考勤名单中')
  const window = { ...missionWindowOf(mission), now: ctx.now() }
  const changes: [string, Record<string, unknown>][] = []
  for (const id of ids) {
    const row = ctx.record('attendance', id)
    if (!row) return refuse('记录不存在或已删除')
    const times = {
      signInTime: signIn ?? text(row.signInTime),
      signOutTime: signOut ?? text(row.signOutTime),
    }
    const errors = attendanceErrors(times, window)
    if (errors.length) return fieldRefuse(errors, ids.length > 1 ? `${String(row.name)}：` : '')
    const signInTime = withSeconds(times.signInTime)
    const signOutTime = withSeconds(times.signOutTime)
    changes.push([
      id,
      { signInTime, signOutTime, serviceHours: hoursBetween(signInTime, signOutTime) },
    ])
  }
  for (const [id, change] of changes) ctx.patch('attendance', id, change)
  return done({ updated: changes.length })
}

const HOURS = /^\d{1,2}(\.\d)?$/

/** 时长纠正: sets one attendance record's service hours, with the reason and who did it. */
const correctDuration: ActionEffect = (input, ctx) => {
  const id = String(input.id)
  const row = ctx.record('attendance', id)
  if (!row) return refuse('记录不存在或已删除')
  const hoursText = String(input.serviceHours)
  const hours = Number(hoursText)
  if (!HOURS.test(hoursText) || hours <= 0 || hours > 24)
    return fieldRefuse([
      { field: 'serviceHours', message: '服务时长应为 0.1 至 24 小时，最多一位小数' },
    ])
  if (minutesOf(text(row.signInTime)) === undefined)
    return refuse('该记录没有签到时间，请先在考勤中补签到')
  ctx.patch('attendance', id, {
    serviceHours: hours,
    remark: `时长纠正：${String(input.reason)}`,
    correctedBy: ctx.operator,
    correctTime: ctx.now(),
  })
  return done(ctx.record('attendance', id) ?? null)
}

/**
 * 邀请录用 (录用 / 不录用) and 自行签到签退确认 (确认), one row or a selection; 考勤 and 时长纠正
 * over the attendance records.
 */
export const attendanceEffects: Readonly<Record<string, ActionEffect>> = {
  attendance_record: recordAttendance,
  duration_correct: correctDuration,
  participant_hire: decide('mission_participant', 1, HIRE_STATES),
  participant_not_hire: decide('mission_participant', 2, HIRE_STATES),
  auto_attend_confirm: decide('mission_auto_attend_list', 1, CONFIRM_STATES),
}
