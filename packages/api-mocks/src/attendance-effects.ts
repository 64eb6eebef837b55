import type { ActionEffect, Answer } from './action-effects'

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

/** 邀请录用 (录用 / 不录用) and 自行签到签退确认 (确认), one row or a selection. */
export const attendanceEffects: Readonly<Record<string, ActionEffect>> = {
  participant_hire: decide('mission_participant', 1, HIRE_STATES),
  participant_not_hire: decide('mission_participant', 2, HIRE_STATES),
  auto_attend_confirm: decide('mission_auto_attend_list', 1, CONFIRM_STATES),
}
