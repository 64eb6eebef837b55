import { CITY_CODES } from './districts'

export interface ListQuery {
  pageNum: number
  pageSize: number
  keyword?: string
  status?: number
  districtId?: string
  startDate?: string
  endDate?: string
  sortField?: string
  sortOrder: 'asc' | 'desc'
  /** Export only: the row ids to keep. */
  ids?: readonly string[]
}

export type Parsed = { ok: true; query: ListQuery } | { ok: false; msg: string }

const LIST_SIZES = [10, 20, 30, 50, 100]
export const EXPORT_MAX = 5000
const MAX_KEYWORD = 100
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const IDS = /^[0-9]{1,20}(,[0-9]{1,20})*$/

const isRealDate = (text: string): boolean => {
  const m = DATE.exec(text)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.toISOString().slice(0, 10) === text
}

const integer = (text: string | null): number => {
  const n = Number(text)
  return text !== null && text.trim() !== '' && Number.isFinite(n) ? Math.trunc(n) : Number.NaN
}

/**
 * The query of a list or export request, as a real server would read it: paging is clamped,
 * malformed filters are refused with a message, text is never interpreted.
 */
export const parseListQuery = (params: URLSearchParams, mode: 'list' | 'export'): Parsed => {
  const page = integer(params.get('pageNum'))
  const size = integer(params.get('pageSize'))
  const pageSize =
    mode === 'list'
      ? LIST_SIZES.includes(size)
        ? size
        : 10
      : Number.isNaN(size)
        ? 1000
        : Math.min(EXPORT_MAX, Math.max(1, size))
  const query: ListQuery = {
    pageNum: Number.isNaN(page) || page < 1 ? 1 : page,
    pageSize,
    sortOrder: params.get('sortOrder') === 'desc' ? 'desc' : 'asc',
  }
  const keyword = params.get('keyword')?.trim()
  if (keyword) {
    if ([...keyword].length > MAX_KEYWORD) return { ok: false, msg: '关键字不能超过 100 个字符' }
    query.keyword = keyword
  }
  const status = params.get('status')
  if (status) {
    if (!/^[0-9]$/.test(status)) return { ok: false, msg: '状态参数无效' }
    query.status = Number(status)
  }
  const district = params.get('districtId')
  if (district) {
    if (!CITY_CODES.has(district)) return { ok: false, msg: '地区参数无效' }
    query.districtId = district
  }
  for (const key of ['startDate', 'endDate'] as const) {
    const value = params.get(key)
    if (!value) continue
    if (!isRealDate(value)) return { ok: false, msg: '日期格式无效，应为 yyyy-mm-dd' }
    query[key] = value
  }
  if (query.startDate && query.endDate && query.startDate > query.endDate)
    return { ok: false, msg: '开始日期不能晚于结束日期' }
  const sortField = params.get('sortField')
  if (sortField) query.sortField = sortField
  const ids = params.get('ids')
  if (mode === 'export' && ids) {
    if (!IDS.test(ids)) return { ok: false, msg: '记录编号参数无效' }
    const list = ids.split(',')
    if (list.length > EXPORT_MAX) return { ok: false, msg: '一次最多导出 5000 条选中记录' }
    query.ids = list
  }
  return { ok: true, query }
}
