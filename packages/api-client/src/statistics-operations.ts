import type { components } from './generated/schema'
import { STATISTICS_PATHS } from './statistics-paths'
import { list, member, readRaw, record, type StatValue, statValue, text } from './statistics-read'
import type { ApiClient } from './types'
import { unwrap } from './unwrap'

type Schemas = components['schemas']

export type StatisticsMeasure = Schemas['StatisticsMeasure']
export type StatisticsDimension = Schemas['StatisticsDimension']

export const STATISTICS_MEASURES: readonly StatisticsMeasure[] = [
  'volunteers',
  'organizations',
  'missions',
  'serviceHours',
]
export const STATISTICS_DIMENSIONS: readonly StatisticsDimension[] = ['city', 'month', 'orgType']

export interface StatisticsFilter {
  /** City code (one of Guangdong's 21 cities). */
  districtId?: string
  /** yyyy-mm-dd, inclusive. */
  startDate?: string
  endDate?: string
}

export interface StatisticsPeriod {
  startDate: string
  endDate: string
}

export interface StatTotals {
  volunteers: StatValue
  organizations: StatValue
  missions: StatValue
  serviceHours: StatValue
}

export interface StatisticsAggregate {
  /** The period counted; null unless both dates were given. */
  period: StatisticsPeriod | null
  /** Same length, ending the day before the period starts; null without a period. */
  previousPeriod: StatisticsPeriod | null
  totals: StatTotals
  /** The previous period of the same length; null without a period. */
  previous: StatTotals | null
  byMonth: (StatTotals & { month: string })[]
  byCity: (StatTotals & { districtId: string; districtName: string })[]
  byStatus: { status: number; volunteers: StatValue }[]
}

export interface CardCounts {
  applyCount: StatValue
  issueCount: StatValue
}

export interface CardStatistics {
  totals: CardCounts
  byBank: (CardCounts & { bankName: string })[]
  byMonth: (CardCounts & { month: string })[]
}

export interface StatisticsQuery extends StatisticsFilter {
  measure: StatisticsMeasure
  dimension: StatisticsDimension
}

export interface StatisticsQueryResult {
  measure: StatisticsMeasure
  dimension: StatisticsDimension
  total: StatValue
  rows: { key: string; label: string; value: StatValue }[]
}

const totalsOf = (raw: Record<string, unknown>): StatTotals => ({
  volunteers: statValue(raw.volunteers),
  organizations: statValue(raw.organizations),
  missions: statValue(raw.missions),
  serviceHours: statValue(raw.serviceHours),
})

const periodOf = (value: unknown): StatisticsPeriod | null => {
  if (value === null) return null
  const period = record(value)
  return { startDate: text(period.startDate), endDate: text(period.endDate) }
}

const cardsOf = (raw: Record<string, unknown>): CardCounts => ({
  applyCount: statValue(raw.applyCount),
  issueCount: statValue(raw.issueCount),
})

const filterQuery = (filter: StatisticsFilter) => ({
  ...(filter.districtId ? { districtId: filter.districtId } : {}),
  ...(filter.startDate ? { startDate: filter.startDate } : {}),
  ...(filter.endDate ? { endDate: filter.endDate } : {}),
})

/** 基础数据统计: totals with the previous period, by month, by city and by status (assumed). */
export const getStatisticsAggregate = async (
  client: ApiClient,
  filter: StatisticsFilter,
): Promise<StatisticsAggregate> => {
  const raw: unknown = unwrap(
    await client.GET(STATISTICS_PATHS.aggregate, { params: { query: filterQuery(filter) } }),
  )
  return readRaw(raw, (body) => {
    return {
      period: periodOf(body.period),
      previousPeriod: periodOf(body.previousPeriod),
      totals: totalsOf(record(body.totals)),
      previous: body.previous === null ? null : totalsOf(record(body.previous)),
      byMonth: list(body.byMonth, (row) => ({ month: text(row.month), ...totalsOf(row) })),
      byCity: list(body.byCity, (row) => ({
        districtId: text(row.districtId),
        districtName: text(row.districtName),
        ...totalsOf(row),
      })),
      byStatus: list(body.byStatus, (row) => ({
        status: Number(statValue(row.status)),
        volunteers: statValue(row.volunteers),
      })),
    }
  })
}

/** 注册志愿者证统计: card applications and issued cards by bank and by month (assumed). */
export const getCardStatistics = async (
  client: ApiClient,
  filter: StatisticsFilter,
): Promise<CardStatistics> => {
  const raw: unknown = unwrap(
    await client.GET(STATISTICS_PATHS.cards, { params: { query: filterQuery(filter) } }),
  )
  return readRaw(raw, (body) => ({
    totals: cardsOf(record(body.totals)),
    byBank: list(body.byBank, (row) => ({ bankName: text(row.bankName), ...cardsOf(row) })),
    byMonth: list(body.byMonth, (row) => ({ month: text(row.month), ...cardsOf(row) })),
  }))
}

/** 自助数据查询: one measure by one dimension over a period (assumed). */
export const queryStatistics = async (
  client: ApiClient,
  query: StatisticsQuery,
): Promise<StatisticsQueryResult> => {
  const raw: unknown = unwrap(
    await client.GET(STATISTICS_PATHS.query, {
      params: {
        query: { measure: query.measure, dimension: query.dimension, ...filterQuery(query) },
      },
    }),
  )
  return readRaw(raw, (body) => ({
    measure: member(body.measure, STATISTICS_MEASURES),
    dimension: member(body.dimension, STATISTICS_DIMENSIONS),
    total: statValue(body.total),
    rows: list(body.rows, (row) => ({
      key: text(row.key),
      label: text(row.label),
      value: statValue(row.value),
    })),
  }))
}
