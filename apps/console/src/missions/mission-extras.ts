import type { ListRow } from '@gdzyz/api-client'
import {
  emptyBasics,
  emptyPost,
  emptySession,
  type MissionBasics,
  type MissionWizardValue,
} from './mission-form'

export interface RecordPost {
  name: string
  count: number
  requirement: string
}

export interface RecordSession {
  date: string
  startTime: string
  endTime: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A mission record's posts, read defensively (seeded missions have none). */
export function postsOf(record: ListRow): RecordPost[] {
  const list = record.posts
  if (!Array.isArray(list)) return []
  return list.filter(isObject).map((p) => ({
    name: text(p.name),
    count: Number(p.count) || 0,
    requirement: text(p.requirement),
  }))
}

/** A mission record's service sessions, read defensively. */
export function sessionsOf(record: ListRow): RecordSession[] {
  const list = record.sessions
  if (!Array.isArray(list)) return []
  return list.filter(isObject).map((s) => ({
    date: text(s.date),
    startTime: text(s.startTime),
    endTime: text(s.endTime),
  }))
}

export const textOf = (record: ListRow, field: string) => text(record[field])

const scalar = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : ''

/**
 * A loaded mission as the wizard's value (活动修改). A mission without posts or sessions (older
 * records) opens with one empty row of each, to be filled before saving.
 */
export function wizardFromRecord(record: ListRow): MissionWizardValue {
  const basics = Object.fromEntries(
    Object.keys(emptyBasics()).map((field) => [field, scalar(record[field])]),
  ) as unknown as MissionBasics
  const posts = postsOf(record).map((p) => ({
    ...emptyPost(),
    name: p.name,
    count: p.count ? String(p.count) : '',
    requirement: p.requirement,
  }))
  const sessions = sessionsOf(record).map((s) => ({ ...emptySession(), ...s }))
  return {
    basics,
    details: {
      posts: posts.length ? posts : [emptyPost()],
      sessions: sessions.length ? sessions : [emptySession()],
      requirements: text(record.requirements),
    },
  }
}
