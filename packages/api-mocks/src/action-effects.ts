import { attendanceEffects } from './attendance-effects'
import type { Row } from './data/resource-def'

/** An envelope the handlers send as is. */
export interface Answer {
  code: number
  msg: string
  data: unknown
}

/** What an action may do to the demo state. */
export interface ActionContext {
  operator: string
  now(): string
  record(resource: string, id: string): Row | undefined
  patch(resource: string, id: string, change: Record<string, unknown>): void
  /** Stores a new row without form checks (the action checked its own input). */
  insert(resource: string, fields: Record<string, unknown>): Row | undefined
  /** Id of the first row whose `field` equals `value`, or undefined. */
  findBy(resource: string, field: string, value: unknown): string | undefined
}

/** The effect of one named action; `input` already passed its form rules. */
export type ActionEffect = (input: Record<string, unknown>, ctx: ActionContext) => Answer

const done = (data: unknown): Answer => ({ code: 1, msg: 'success', data })
const refuse = (msg: string): Answer => ({ code: 0, msg, data: null })
const fieldRefuse = (field: string, message: string): Answer => ({
  code: 0,
  msg: message,
  data: { fieldErrors: [{ field, message }] },
})

const setAdminState =
  (status: number): ActionEffect =>
  (input, ctx) => {
    const id = String(input.id)
    if (!ctx.record('admin', id)) return refuse('记录不存在或已删除')
    ctx.patch('admin', id, { status })
    return done(ctx.record('admin', id) ?? null)
  }

/** Effects of the named actions, by action name (their inputs are declared in form-rules). */
export const actionEffects: Readonly<Record<string, ActionEffect>> = {
  mission_summary(input, ctx) {
    const id = String(input.id)
    if (!/^[0-9]{1,20}$/.test(id) || !ctx.record('mission', id)) return refuse('活动不存在或已删除')
    const image = typeof input.summaryImage === 'string' ? input.summaryImage : ''
    if (image && !/^(data:image\/(png|jpeg|webp|gif);base64,|https:\/\/)/.test(image))
      return fieldRefuse('summaryImage', '图片格式不正确')
    ctx.patch('mission', id, {
      summary: input.summary,
      summaryImage: image,
      summaryTime: ctx.now(),
    })
    return done(ctx.record('mission', id) ?? null)
  },
  admin_enable: setAdminState(0),
  admin_disable: setAdminState(1),
  admin_reset_password(input, ctx) {
    const id = String(input.id)
    if (!ctx.record('admin', id)) return refuse('记录不存在或已删除')
    ctx.patch('admin', id, { passwordResetTime: ctx.now() })
    return done(null)
  },
  admin_permission_transfer(input, ctx) {
    const id = String(input.id)
    const from = ctx.record('admin', id)
    if (!from) return refuse('记录不存在或已删除')
    const targetId = ctx.findBy('admin', 'account', input.targetAccount)
    if (!targetId) return fieldRefuse('targetAccount', '该账号的管理员不存在')
    if (targetId === id) return fieldRefuse('targetAccount', '不能转移给自己')
    ctx.patch('admin', targetId, { roleName: from.roleName })
    ctx.patch('admin', id, { roleName: '团体管理员' })
    return done(ctx.record('admin', targetId) ?? null)
  },
  operator_invite(input, ctx) {
    if (ctx.findBy('admin', 'mobile', input.mobile))
      return fieldRefuse('mobile', '该手机号已是管理员或运营者')
    const { initialPassword: _secret, ...fields } = input
    let n = 1
    while (ctx.findBy('admin', 'account', `operator${String(n).padStart(3, '0')}`)) n++
    const row = ctx.insert('admin', {
      ...fields,
      account: `operator${String(n).padStart(3, '0')}`,
      roleName: '运营者',
      districtId: '440100',
      invitedBy: ctx.operator,
    })
    return done(row ?? null)
  },
  org_transfer(input, ctx) {
    const target = String(input.targetOrgName)
    if (!ctx.findBy('organization', 'orgName', target))
      return fieldRefuse('targetOrgName', '目标组织不存在')
    const ids = [...new Set(input.ids as string[])]
    const missing = ids.filter((id) => !ctx.record('organization', id))
    if (missing.length) return refuse('记录不存在或已删除')
    for (const id of ids) ctx.patch('organization', id, { belongingOrgName: target })
    return done({ moved: ids.length })
  },
  activity_label_rename(input, ctx) {
    const id = String(input.id)
    if (!ctx.record('activity_label', id)) return refuse('记录不存在或已删除')
    const same = ctx.findBy('activity_label', 'title', input.title)
    if (same !== undefined && same !== id) return fieldRefuse('title', '已存在，请更换')
    ctx.patch('activity_label', id, { title: input.title })
    return done(ctx.record('activity_label', id) ?? null)
  },
  message_send_personal(input, ctx) {
    return done({ sent: 1, time: ctx.now(), title: input.title })
  },
  message_send_organization(input, ctx) {
    const org = ctx.record('my_organization', ctx.findBy('my_organization', 'status', 0) ?? '')
    return done({ sent: Number(org?.memberCount ?? 0) || 1, time: ctx.now(), title: input.title })
  },
  ...attendanceEffects,
}
