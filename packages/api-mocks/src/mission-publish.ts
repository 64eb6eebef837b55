import { checkForm, type FieldError } from './form-check'
import type { MockBackend } from './mock-backend'
import { fieldRefusal } from './mutations'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const MAX_POSTS = 10
const MAX_SESSIONS = 20

const isDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || !DATE.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}
const isTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value)
const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) ? value : Number.NaN
const beijingToday = (now: number) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)

/**
 * Which dates a mission may have: a new one starts today or later; a history one ended by today;
 * a modified one keeps its start date or moves it to today or later.
 */
export type MissionDates =
  | { mode: 'publish' }
  | { mode: 'history' }
  | { mode: 'modify'; originalStart: string }

const startTooEarly = (startDate: string, today: string, dates: MissionDates) =>
  startDate < today &&
  (dates.mode === 'publish' || (dates.mode === 'modify' && startDate !== dates.originalStart))

/** Dates, times and the recruit count: what the field rules alone cannot say. */
function scalarProblems(
  body: Record<string, unknown>,
  today: string,
  dates: MissionDates,
): FieldError[] {
  const errors: FieldError[] = []
  const { startDate, endDate, startTime, endTime } = body
  if (startDate !== undefined && !isDate(startDate))
    errors.push({ field: 'startDate', message: '日期格式应为 年-月-日' })
  else if (isDate(startDate) && startTooEarly(startDate, today, dates))
    errors.push({ field: 'startDate', message: '开始日期不能早于今天' })
  if (endDate !== undefined && !isDate(endDate))
    errors.push({ field: 'endDate', message: '日期格式应为 年-月-日' })
  else if (isDate(startDate) && isDate(endDate) && endDate < startDate)
    errors.push({ field: 'endDate', message: '结束日期不能早于开始日期' })
  else if (dates.mode === 'history' && isDate(endDate) && endDate > today)
    errors.push({ field: 'endDate', message: '历史活动的结束日期不能晚于今天' })
  if (startTime !== undefined && !isTime(startTime))
    errors.push({ field: 'startTime', message: '时间格式应为 时:分' })
  if (endTime !== undefined && !isTime(endTime))
    errors.push({ field: 'endTime', message: '时间格式应为 时:分' })
  else if (isTime(startTime) && isTime(endTime) && endTime <= startTime)
    errors.push({ field: 'endTime', message: '结束时间必须晚于开始时间' })
  const recruit = count(body.recruitCount)
  if (body.recruitCount !== undefined && !(recruit >= 1 && recruit <= 10000))
    errors.push({ field: 'recruitCount', message: '招募人数应为 1 到 10000 的整数' })
  return errors
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** Posts and sessions: each field named posts.<i>.<field> / sessions.<i>.<field>. */
function listProblems(body: Record<string, unknown>) {
  const errors: FieldError[] = []
  const posts = Array.isArray(body.posts) ? body.posts : []
  const sessions = Array.isArray(body.sessions) ? body.sessions : []
  if (posts.length === 0) errors.push({ field: 'posts', message: '请至少添加一个岗位' })
  if (posts.length > MAX_POSTS) errors.push({ field: 'posts', message: '岗位最多 10 个' })
  if (sessions.length === 0) errors.push({ field: 'sessions', message: '请至少添加一个服务时段' })
  if (sessions.length > MAX_SESSIONS)
    errors.push({ field: 'sessions', message: '服务时段最多 20 个' })
  let total = 0
  const cleanPosts = posts.slice(0, MAX_POSTS).map((raw: unknown, i) => {
    const p = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
    const name = text(p.name)
    const n = count(p.count)
    const requirement = text(p.requirement)
    if (!name) errors.push({ field: `posts.${i}.name`, message: '请输入岗位名称' })
    else if ([...name].length > 20)
      errors.push({ field: `posts.${i}.name`, message: '不能超过 20 个字' })
    if (!(n >= 1)) errors.push({ field: `posts.${i}.count`, message: '岗位人数应为正整数' })
    else total += n
    if ([...requirement].length > 200)
      errors.push({ field: `posts.${i}.requirement`, message: '不能超过 200 个字' })
    return { name, count: n, requirement }
  })
  const recruit = count(body.recruitCount)
  if (recruit >= 1 && total > recruit)
    errors.push({ field: 'posts', message: `岗位人数合计不能超过招募人数（${recruit} 人）` })
  const seen = new Set<string>()
  const cleanSessions = sessions.slice(0, MAX_SESSIONS).map((raw: unknown, i) => {
    const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
    const { date, startTime, endTime } = s
    if (!isDate(date))
      errors.push({ field: `sessions.${i}.date`, message: '日期格式应为 年-月-日' })
    else if (
      (isDate(body.startDate) && date < body.startDate) ||
      (isDate(body.endDate) && date > body.endDate)
    )
      errors.push({ field: `sessions.${i}.date`, message: '日期必须在活动日期之内' })
    if (!isTime(startTime))
      errors.push({ field: `sessions.${i}.startTime`, message: '时间格式应为 时:分' })
    if (!isTime(endTime))
      errors.push({ field: `sessions.${i}.endTime`, message: '时间格式应为 时:分' })
    else if (isTime(startTime) && endTime <= startTime)
      errors.push({ field: `sessions.${i}.endTime`, message: '结束时间必须晚于开始时间' })
    const key = `${String(date)} ${String(startTime)}`
    if (seen.has(key)) errors.push({ field: `sessions.${i}.startTime`, message: '该时段已存在' })
    seen.add(key)
    return { date, startTime, endTime }
  })
  return { errors, posts: cleanPosts, sessions: cleanSessions }
}

/** Every problem of a mission body at once (field rules, dates, posts and sessions). */
function missionProblems(body: Record<string, unknown>, today: string, dates: MissionDates) {
  const { posts: _posts, sessions: _sessions, missionId: _id, ...scalars } = body
  const checked = checkForm('mission', scalars)
  const lists = listProblems(body)
  const errors = [
    ...(checked && !checked.ok ? checked.fieldErrors : []),
    ...scalarProblems(scalars, today, dates),
    ...lists.errors,
  ]
  return { errors, scalars, lists }
}

/**
 * 活动发布 (and 历史活动发布 with `history`) over the demo state: the scalar fields through the
 * generic create of `mission` (its form rules), then the posts and sessions on the new record.
 * Every problem is named at once.
 */
export function publishMission(
  backend: MockBackend,
  body: Record<string, unknown>,
  now: number = Date.now(),
  history = false,
) {
  const dates: MissionDates = history ? { mode: 'history' } : { mode: 'publish' }
  const { errors, scalars, lists } = missionProblems(body, beijingToday(now), dates)
  if (errors.length) return fieldRefusal(errors)
  const organisation = backend.listPage('my_organization', {
    pageNum: 1,
    pageSize: 10,
    sortOrder: 'asc',
  })
  const orgName = organisation.ok ? organisation.page.list[0]?.orgName : undefined
  const created = backend.mutations.create('mission', scalars)
  if (created.code !== 1) return created
  const id = String((created.data as { id?: unknown } | null)?.id ?? '')
  backend.patchRecord('mission', id, {
    posts: lists.posts,
    sessions: lists.sessions,
    joinedCount: 0,
    ...(typeof orgName === 'string' ? { orgName } : {}),
  })
  return { code: 1, msg: 'success', data: backend.record('mission', id) ?? null }
}

/**
 * 活动修改: the same checks as 活动发布 (a start date left as it was may be past), then the
 * fields, posts and sessions replace the mission's; an email left out is cleared.
 */
export function modifyMission(
  backend: MockBackend,
  missionId: string,
  body: Record<string, unknown>,
  now: number = Date.now(),
) {
  const current = backend.record('mission', missionId)
  if (!current) return { code: 0, msg: '活动不存在或已删除', data: null }
  const originalStart = typeof current.startDate === 'string' ? current.startDate : ''
  const dates: MissionDates = { mode: 'modify', originalStart }
  const { errors, scalars, lists } = missionProblems(body, beijingToday(now), dates)
  if (errors.length) return fieldRefusal(errors)
  const updated = backend.mutations.update('mission', missionId, { email: '', ...scalars })
  if (updated.code !== 1) return updated
  backend.patchRecord('mission', missionId, { posts: lists.posts, sessions: lists.sessions })
  return { code: 1, msg: 'success', data: backend.record('mission', missionId) ?? null }
}
