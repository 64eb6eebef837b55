import { http, type RequestHandler } from 'msw'
import { parseListQuery } from './data/query'
import type { MockBackend } from './mock-backend'
import { respond, withAccount } from './respond'
import type { Dimension, Measure } from './statistics'
import type { StatFilter } from './statistics-period'
import type { Schema } from './wire'

const API = '*/v2/api/gdzyz/manage/pc/statistics'
const MEASURES: readonly string[] = ['volunteers', 'organizations', 'missions', 'serviceHours']
const DIMENSIONS: readonly string[] = ['city', 'month', 'orgType']

// Exempt endpoints answer raw data; a refusal is the bare `{ code: 0, msg }` the client reads.
const refuse = (msg: string) => respond<Schema<'ErrorEnvelope'>>({ code: 0, msg })

/** District and dates read and checked like the list filters (same messages). */
const filterOf = (
  query: URLSearchParams,
): { ok: true; filter: StatFilter } | { ok: false; msg: string } => {
  const parsed = parseListQuery(query, 'list')
  if (!parsed.ok) return parsed
  const { districtId, startDate, endDate } = parsed.query
  return { ok: true, filter: { districtId, startDate, endDate } }
}

/** 数据统计: the aggregate data, the card statistics and the data query, all computed from the lists. */
export const statisticsHandlers = (backend: MockBackend): RequestHandler[] => [
  http.get(`${API}/aggregate`, ({ request }) =>
    withAccount(backend, request, () => {
      const read = filterOf(new URL(request.url).searchParams)
      return read.ok
        ? respond<Schema<'StatisticsAggregate'>>(backend.statistics.aggregate(read.filter))
        : refuse(read.msg)
    }),
  ),
  http.get(`${API}/cards`, ({ request }) =>
    withAccount(backend, request, () => {
      const read = filterOf(new URL(request.url).searchParams)
      return read.ok
        ? respond<Schema<'CardStatistics'>>(backend.statistics.cards(read.filter))
        : refuse(read.msg)
    }),
  ),
  http.get(`${API}/query`, ({ request }) =>
    withAccount(backend, request, () => {
      const params = new URL(request.url).searchParams
      const measure = params.get('measure') ?? ''
      const dimension = params.get('dimension') ?? ''
      if (!MEASURES.includes(measure)) return refuse('统计指标无效')
      if (!DIMENSIONS.includes(dimension)) return refuse('统计维度无效')
      const read = filterOf(params)
      if (!read.ok) return refuse(read.msg)
      const answer = backend.statistics.query(
        measure as Measure,
        dimension as Dimension,
        read.filter,
      )
      return answer.ok
        ? respond<Schema<'StatisticsQueryResult'>>(answer.result)
        : refuse(answer.msg)
    }),
  ),
]
