import type { Locale } from '@gdzyz/auth'
import { rules } from '@gdzyz/validators'
import { isCityCode } from '../lists/districts'
import {
  LIMITS,
  MISSION_TYPES,
  type MissionBasics,
  type MissionDetails,
  type MissionPost,
  type MissionSession,
} from './mission-form'

/** The words the rules speak (missions/messages.ts `rules`). */
export interface RuleText {
  required: string
  choose: string
  tooLong: string
  badDate: string
  badTime: string
  endDateBefore: string
  startInPast: string
  endInFuture: string
  endTimeNotAfter: string
  recruitRange: string
  postCount: string
  postsOverRecruit: string
  sessionOutside: string
  sessionDuplicate: string
  noPosts: string
  noSessions: string
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const INTEGER = /^[0-9]{1,6}$/

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

const length = (text: string) => [...text.trim()].length

export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export const isTime = (value: string) => TIME.test(value)

/** Today in Beijing time as yyyy-mm-dd (the platform's calendar day). */
export const beijingToday = (now: number = Date.now()) =>
  new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)

type Labels = Readonly<Record<keyof MissionBasics, string>>

/**
 * Which dates a mission may have (bounded by `today`): a new one (活动发布) starts today or later;
 * a history one (历史活动发布) ended by today; a modified one (活动修改) keeps its start date or
 * moves it to today or later.
 */
export type MissionDates =
  | { mode: 'publish' }
  | { mode: 'history' }
  | { mode: 'modify'; originalStart: string }

const startTooEarly = (start: string, today: string, dates: MissionDates) =>
  start < today &&
  (dates.mode === 'publish' || (dates.mode === 'modify' && start !== dates.originalStart))

/** The basic information's messages by field (empty when it can go on). */
export function basicsErrors(
  b: MissionBasics,
  ctx: { text: RuleText; labels: Labels; locale: Locale; today: string; dates?: MissionDates },
): FieldErrors<MissionBasics> {
  const dates = ctx.dates ?? { mode: 'publish' }
  const { text, labels, locale } = ctx
  const errors: FieldErrors<MissionBasics> = {}
  const need = (field: keyof MissionBasics, choose = false) => {
    if (b[field].trim() === '')
      errors[field] = fill(choose ? text.choose : text.required, { label: labels[field] })
    return errors[field] === undefined
  }
  const max = (field: keyof MissionBasics, limit: number) => {
    if (length(b[field]) > limit) errors[field] = fill(text.tooLong, { max: limit })
  }
  if (need('title')) max('title', LIMITS.title)
  if (need('missionType', true) && !(MISSION_TYPES as readonly string[]).includes(b.missionType))
    errors.missionType = fill(text.choose, { label: labels.missionType })
  if (need('districtId', true) && !isCityCode(b.districtId))
    errors.districtId = fill(text.choose, { label: labels.districtId })
  if (need('address')) max('address', LIMITS.address)
  if (need('startDate')) {
    if (!isDate(b.startDate)) errors.startDate = text.badDate
    else if (startTooEarly(b.startDate, ctx.today, dates)) errors.startDate = text.startInPast
  }
  if (need('endDate')) {
    if (!isDate(b.endDate)) errors.endDate = text.badDate
    else if (isDate(b.startDate) && b.endDate < b.startDate) errors.endDate = text.endDateBefore
    else if (dates.mode === 'history' && b.endDate > ctx.today) errors.endDate = text.endInFuture
  }
  if (need('startTime') && !isTime(b.startTime)) errors.startTime = text.badTime
  if (need('endTime')) {
    if (!isTime(b.endTime)) errors.endTime = text.badTime
    else if (isTime(b.startTime) && b.endTime <= b.startTime) errors.endTime = text.endTimeNotAfter
  }
  if (need('recruitCount')) {
    const n = Number(b.recruitCount)
    if (!INTEGER.test(b.recruitCount) || n < 1 || n > LIMITS.recruitMax)
      errors.recruitCount = fill(text.recruitRange, { max: LIMITS.recruitMax })
  }
  if (b.contactName.trim() === '') errors.contactName = rules.personName.requiredMessages[locale]
  else {
    const ok = rules.personName.validate(b.contactName, locale)
    if (ok !== true) errors.contactName = ok
  }
  if (b.mobile.trim() === '') errors.mobile = rules.mobile.requiredMessages[locale]
  else {
    const ok = rules.mobile.validate(b.mobile, locale)
    if (ok !== true) errors.mobile = ok
  }
  if (b.email.trim() !== '') {
    const ok = rules.email.validate(b.email, locale)
    if (ok !== true) errors.email = ok
  }
  if (need('description')) max('description', LIMITS.description)
  return errors
}

export interface DetailErrors {
  posts: Record<string, FieldErrors<MissionPost>>
  sessions: Record<string, FieldErrors<MissionSession>>
  requirements?: string
  /** Problems of the whole list (none, too many, over the recruit count). */
  postsList?: string
  sessionsList?: string
}

/** Number of messages in `errors` (step 2). */
export const detailErrorCount = (errors: DetailErrors): number =>
  [...Object.values(errors.posts), ...Object.values(errors.sessions)].reduce(
    (n, e) => n + Object.keys(e).length,
    0,
  ) +
  (errors.requirements ? 1 : 0) +
  (errors.postsList ? 1 : 0) +
  (errors.sessionsList ? 1 : 0)

/** Step 2's messages: each post and session by key, and the lists as a whole. */
export function detailErrors(
  d: MissionDetails,
  basics: MissionBasics,
  ctx: { text: RuleText; postLabel: string },
): DetailErrors {
  const { text } = ctx
  const errors: DetailErrors = { posts: {}, sessions: {} }
  let total = 0
  for (const post of d.posts) {
    const e: FieldErrors<MissionPost> = {}
    if (post.name.trim() === '') e.name = fill(text.required, { label: ctx.postLabel })
    else if (length(post.name) > LIMITS.postName)
      e.name = fill(text.tooLong, { max: LIMITS.postName })
    const n = Number(post.count)
    if (!INTEGER.test(post.count) || n < 1) e.count = text.postCount
    else total += n
    if (length(post.requirement) > LIMITS.postRequirement)
      e.requirement = fill(text.tooLong, { max: LIMITS.postRequirement })
    if (Object.keys(e).length) errors.posts[post.key] = e
  }
  if (d.posts.length === 0) errors.postsList = text.noPosts
  else if (d.posts.length > LIMITS.posts)
    errors.postsList = fill(text.tooLong, { max: LIMITS.posts })
  const recruit = Number(basics.recruitCount)
  if (Number.isInteger(recruit) && total > recruit)
    errors.postsList = fill(text.postsOverRecruit, { count: recruit })

  const seen = new Set<string>()
  for (const session of d.sessions) {
    const e: FieldErrors<MissionSession> = {}
    if (!isDate(session.date)) e.date = text.badDate
    else if (session.date < basics.startDate || session.date > basics.endDate)
      e.date = fill(text.sessionOutside, { start: basics.startDate, end: basics.endDate })
    if (!isTime(session.startTime)) e.startTime = text.badTime
    if (!isTime(session.endTime)) e.endTime = text.badTime
    else if (isTime(session.startTime) && session.endTime <= session.startTime)
      e.endTime = text.endTimeNotAfter
    const id = `${session.date} ${session.startTime}`
    if (!e.date && !e.startTime && seen.has(id)) e.startTime = text.sessionDuplicate
    seen.add(id)
    if (Object.keys(e).length) errors.sessions[session.key] = e
  }
  if (d.sessions.length === 0) errors.sessionsList = text.noSessions
  else if (d.sessions.length > LIMITS.sessions)
    errors.sessionsList = fill(text.tooLong, { max: LIMITS.sessions })
  if (length(d.requirements) > LIMITS.requirements)
    errors.requirements = fill(text.tooLong, { max: LIMITS.requirements })
  return errors
}
