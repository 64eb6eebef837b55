import { CITIES, type City } from './districts'
import { personName } from './people'
import { pad, type Random } from './seed'
import { REJECT_REASONS } from './vocab'

/** A field value as the mock writes it (bigint = a raw long JSON integer). */
export type Value = string | number | bigint | null | readonly Record<string, Value>[]
export type Row = Record<string, Value>

/** One resource of the list contract: how its rows are made, searched and ordered. */
export interface ResourceDef {
  name: string
  /** Chinese name (documentation, messages). */
  title: string
  count: number
  /** Field `startDate` / `endDate` filter on (yyyy-mm-dd prefix). */
  dateField: string
  /** Fields `keyword` searches (plain substring match). */
  searchable: readonly string[]
  /** Fields of a list row; a record has all the fields `build` makes. */
  listFields: readonly string[]
  /** Status codes the rows use; audit resources use 0 pending, 1 approved, 2 rejected. */
  statuses: readonly number[]
  /** Rows are decided by audits: records carry `trail`. */
  audit: boolean
  defaultSort: { field: string; order: 'asc' | 'desc' }
  /**
   * Rows are made in the default order (row 0 first) and patches never change the sort field:
   * an unfiltered page in that order is made from its own rows only, without the whole list.
   */
  madeInOrder?: boolean
  /** Every field of row `index` but `id`, from its own generator. */
  build(r: Random, index: number): Row
}

const BASE_TIME = Date.UTC(2026, 2, 20, 10, 0, 0) // 2026-03-20 18:00 in UTC+8

const stamp = (ms: number): string => {
  const d = new Date(ms + 8 * 3_600_000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)} ${pad(
    d.getUTCHours(),
    2,
  )}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`
}

/** Row `index` of `count` over `days` days back from the demo's "now": newest first. */
export const timeOf = (r: Random, index: number, count: number, days = 365): string => {
  const step = (days * 86_400_000) / Math.max(count, 1)
  return stamp(BASE_TIME - index * step - Math.floor(r.next() * step))
}

export const dateOf = (time: string): string => time.slice(0, 10)

/** A later time (hours after `time`). */
export const after = (time: string, hours: number): string =>
  stamp(Date.parse(`${time.replace(' ', 'T')}+08:00`) + hours * 3_600_000)

export const city = (r: Random): City => r.pick(CITIES)

export const place = (c: City) => ({ districtId: c.code, districtName: c.name })

/** Audit status (about a third pending) and its trail: the decision on decided rows. */
export const audited = (r: Random, created: string): Row => {
  const roll = r.next()
  const status = roll < 0.34 ? 0 : roll < 0.82 ? 1 : 2
  if (status === 0) return { status, trail: [] }
  const entry: Record<string, Value> = {
    decision: status,
    operator: personName(r),
    time: after(created, r.int(2, 72)),
  }
  if (status === 2) entry.reason = r.pick(REJECT_REASONS)
  return { status, trail: [entry] }
}

/** A state-like status: mostly 0, some 1, a few 2 (only the codes given). */
export const stateOf = (r: Random, codes: readonly number[] = [0, 1, 2]): number => {
  const roll = r.next()
  const code = roll < 0.75 ? 0 : roll < 0.92 ? 1 : 2
  return codes.includes(code) ? code : (codes[0] ?? 0)
}

export const money = (r: Random, min: number, max: number): number =>
  Math.round((min + r.next() * (max - min)) * 100) / 100

export const hours = (r: Random, max: number): number => Math.round(r.next() * max * 10) / 10

export const AUDIT = [0, 1, 2] as const
export const STATE = [0, 1, 2] as const
export const PUBLISH = [0, 1, 2] as const
export const HANDLE = [0, 1, 2] as const
export const CARD = [0, 1, 2, 3] as const

interface Options {
  searchable?: readonly string[]
  dateField?: string
  audit?: boolean
  defaultSort?: ResourceDef['defaultSort']
}

/** A resource with the usual defaults: dated by createTime, newest first, keyword on `title`. */
export const resource = (
  name: string,
  title: string,
  count: number,
  listFields: readonly string[],
  statuses: readonly number[],
  build: ResourceDef['build'],
  options: Options = {},
): ResourceDef => ({
  name,
  title,
  count,
  listFields,
  statuses,
  build,
  dateField: options.dateField ?? 'createTime',
  searchable: options.searchable ?? ['title'],
  audit: options.audit ?? false,
  defaultSort: options.defaultSort ?? { field: options.dateField ?? 'createTime', order: 'desc' },
})
