import type { ListRow } from '@gdzyz/api-client'

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
