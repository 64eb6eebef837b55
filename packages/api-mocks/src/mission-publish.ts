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

/** Dates, times and the recruit count: what the field rules alone cannot say. */
function scalarProblems(body: Record<string, unknown>, today: string): FieldError[] {
  const errors: FieldError[] = []
  const { startDate, endDate, startTime, endTime } = body
  if (startDate !== undefined && !isDate(startDate))
    errors.push({ field: 'startDate', message: '日期格式应为 年-月-日' })
  else if (isDate(startDate) && startDate < today)
    errors.push({ field: 'startDate', message: '开始日期不能早于今天' })
  if (endDate !== undefined && !isDate(endDate))
    errors.push({ field: 'endDate', message: '日期格式应为 年-月-日' })
  else if (isDate(startDate) && isDate(endDate) && endDate < startDate)
    errors.push({ field: 'endDate', message: '结束日期不能早于开始日期' })
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

/**
 * 活动发布 over the demo state: the scalar fields through the generic create of `mission` (its
 * form rules), then the posts and sessions on the new record. Every problem is named at once.
 */
export function publishMission(
  backend: MockBackend,
  body: Record<string, unknown>,
  now: number = Date.now(),
) {
  const { posts: _posts, sessions: _sessions, ...scalars } = body
  const checked = checkForm('mission', scalars)
  const lists = listProblems(body)
  const errors = [
    ...(checked && !checked.ok ? checked.fieldErrors : []),
    ...scalarProblems(scalars, beijingToday(now)),
    ...lists.errors,
  ]
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
