import type { ListDescriptor } from './descriptor'
import { isCityCode } from './districts'
import { statusCodes } from './status-sets'

/**
 * A list page's view as it lives in the query string: `keyword`, `status`, `district`, `start`,
 * `end`, `sort`, `order`, `page`, `size` and `record` (the record open in the detail drawer).
 * Parsing never throws: an unknown or malformed value is dropped or clamped, so any URL a user
 * pastes opens a working list.
 */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10
/** Far beyond any real list; the screen moves a too-large page to the last one it has. */
export const MAX_PAGE = 100_000
export const KEYWORD_MAX_LENGTH = 100

export type SortOrder = 'asc' | 'desc'

export interface ListSort {
  field: string
  order: SortOrder
}

export interface ListFilters {
  /** Trimmed; '' when none. Sent as data, never interpreted. */
  keyword: string
  status?: number
  /** City code, one of Guangdong's 21 prefecture-level cities. */
  district?: string
  /** yyyy-mm-dd, inclusive. */
  start?: string
  end?: string
}

export interface ListView {
  filters: ListFilters
  /** Explicit sort; undefined means the page's default order. */
  sort?: ListSort
  page: number
  size: number
  /** Id of the record whose detail is open. */
  record?: string
}

/** What a page accepts, derived from its descriptor. */
export interface ListViewRules {
  statusCodes: readonly number[]
  /** Audit pages open on 待审核: their "every status" must be written (`status=`) to survive. */
  statusByDefault: boolean
  district: boolean
  dateRange: boolean
  sortable: readonly string[]
}

export const EMPTY_FILTERS: ListFilters = { keyword: '' }

export function viewRules(descriptor: ListDescriptor): ListViewRules {
  const kinds = new Set(descriptor.filters.map((filter) => filter.kind))
  return {
    statusCodes: kinds.has('status') ? statusCodes(descriptor.status) : [],
    statusByDefault: descriptor.audit === true,
    district: kinds.has('district'),
    dateRange: kinds.has('dateRange'),
    sortable: descriptor.columns.filter((column) => column.sortable).map((column) => column.field),
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// C0/C1 controls, bidi overrides and line separators: never part of a search.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/

/** A real calendar date written yyyy-mm-dd (years 1900-2099). */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** A search text as sent: invisible characters removed, trimmed, at most 100 characters. */
export function cleanKeyword(value: string): string {
  return value.replace(INVISIBLE, '').trim().slice(0, KEYWORD_MAX_LENGTH).trim()
}

function integer(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined
  return Number(value)
}

/** Reads a view from a query string; never throws. */
export function parseListView(search: string | URLSearchParams, rules: ListViewRules): ListView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const filters: ListFilters = { keyword: cleanKeyword(params.get('keyword') ?? '') }

  const status = integer(params.get('status'))
  if (status !== undefined && rules.statusCodes.includes(status)) filters.status = status
  const district = params.get('district')
  if (rules.district && district && isCityCode(district)) filters.district = district
  if (rules.dateRange) {
    let start = params.get('start') ?? undefined
    let end = params.get('end') ?? undefined
    if (start && !isIsoDate(start)) start = undefined
    if (end && !isIsoDate(end)) end = undefined
    if (start && end && start > end) [start, end] = [end, start]
    if (start) filters.start = start
    if (end) filters.end = end
  }

  const view: ListView = { filters, page: 1, size: DEFAULT_PAGE_SIZE }
  const field = params.get('sort')
  if (field && rules.sortable.includes(field)) {
    view.sort = { field, order: params.get('order') === 'desc' ? 'desc' : 'asc' }
  }
  const page = integer(params.get('page'))
  if (page !== undefined) view.page = Math.min(Math.max(page, 1), MAX_PAGE)
  const size = integer(params.get('size'))
  if (size !== undefined && (PAGE_SIZES as readonly number[]).includes(size)) view.size = size
  const record = params.get('record')
  if (record && RECORD_ID.test(record)) view.record = record
  return view
}

/**
 * The query string of a view (no leading '?'); defaults are left out. With `statusByDefault`
 * (a page that opens on a status) every status is written as an empty `status=`.
 */
export function serializeListView(view: ListView, statusByDefault = false): string {
  const params = new URLSearchParams()
  const { filters } = view
  if (filters.keyword) params.set('keyword', filters.keyword)
  if (filters.status !== undefined) params.set('status', String(filters.status))
  else if (statusByDefault) params.set('status', '')
  if (filters.district) params.set('district', filters.district)
  if (filters.start) params.set('start', filters.start)
  if (filters.end) params.set('end', filters.end)
  if (view.sort) {
    params.set('sort', view.sort.field)
    params.set('order', view.sort.order)
  }
  if (view.page !== 1) params.set('page', String(view.page))
  if (view.size !== DEFAULT_PAGE_SIZE) params.set('size', String(view.size))
  if (view.record) params.set('record', view.record)
  return params.toString()
}

/** Whether two filter sets ask for the same rows. */
export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  return (
    a.keyword === b.keyword &&
    a.status === b.status &&
    a.district === b.district &&
    a.start === b.start &&
    a.end === b.end
  )
}

/** Next sort when a header is activated: a new field ascending, the same field reversed. */
export function nextSort(current: ListSort | undefined, field: string): ListSort {
  if (current?.field !== field) return { field, order: 'asc' }
  return { field, order: current.order === 'asc' ? 'desc' : 'asc' }
}
