import { CITIES } from './data/districts'
import type { Row } from './data/resource-def'
import { ORG_TYPES } from './data/resources-org'
import type { Patches } from './data/table'
import { tableOf } from './data/table'
import { cardStatistics } from './statistics-cards'
import { inPeriod, monthsOf, periodOf, previousPeriod, type StatFilter } from './statistics-period'
import type { Schema } from './wire'

export type Measure = Schema<'StatisticsMeasure'>
export type Dimension = Schema<'StatisticsDimension'>

/**
 * What each measure counts, over the same rows the lists show: registered volunteers are the
 * volunteer query's rows (district and registration date as its filters), service hours the sum
 * of their 服务时长 (kept in tenths so the sum is exact), organisations the 组织团体 rows,
 * activities the mission rows (by start date).
 */
const MEASURES: Record<Measure, { resource: string; date: string; units: (row: Row) => number }> = {
  volunteers: { resource: 'volunteer_query', date: 'createTime', units: () => 1 },
  serviceHours: {
    resource: 'volunteer_query',
    date: 'createTime',
    units: (row) => Math.round(Number(row.serviceHours ?? 0) * 10),
  },
  organizations: { resource: 'organization', date: 'createTime', units: () => 1 },
  missions: { resource: 'mission', date: 'startDate', units: () => 1 },
}

const MEASURE_NAMES = Object.keys(MEASURES) as Measure[]

const unitsToValue = (measure: Measure, units: number): number =>
  measure === 'serviceHours' ? units / 10 : units

interface Tally {
  total: number
  byMonth: Map<string, number>
  byCity: Map<string, number>
  byStatus: Map<number, number>
  byOrgType: Map<string, number>
}

const add = <K>(map: Map<K, number>, key: K, units: number) =>
  map.set(key, (map.get(key) ?? 0) + units)

/** One pass over a measure's rows inside the district and dates. */
export const tally = (
  measure: Measure,
  filter: StatFilter,
  patchesOf: (resource: string) => Patches,
): Tally => {
  const { resource, date, units } = MEASURES[measure]
  const out: Tally = {
    total: 0,
    byMonth: new Map(),
    byCity: new Map(),
    byStatus: new Map(),
    byOrgType: new Map(),
  }
  tableOf(resource)?.scan(patchesOf(resource), (row) => {
    if (filter.districtId && row.districtId !== filter.districtId) return
    const day = String(row[date] ?? '').slice(0, 10)
    if (!inPeriod(day, filter)) return
    const n = units(row)
    out.total += n
    add(out.byMonth, day.slice(0, 7), n)
    add(out.byCity, String(row.districtId), n)
    add(out.byStatus, Number(row.status), n)
    add(out.byOrgType, String(row.orgType ?? ''), n)
  })
  return out
}

const citiesOf = (filter: StatFilter) =>
  filter.districtId ? CITIES.filter((c) => c.code === filter.districtId) : CITIES

type Totals = Schema<'StatisticsTotals'>

const totalsOf = (pick: (measure: Measure) => number): Totals => ({
  volunteers: pick('volunteers'),
  organizations: pick('organizations'),
  missions: pick('missions'),
  serviceHours: unitsToValue('serviceHours', pick('serviceHours')),
})

/** 基础数据统计 of the demo, computed from the list rows. */
export const aggregate = (
  filter: StatFilter,
  patchesOf: (resource: string) => Patches,
): Schema<'StatisticsAggregate'> => {
  const tallies = Object.fromEntries(
    MEASURE_NAMES.map((m) => [m, tally(m, filter, patchesOf)]),
  ) as Record<Measure, Tally>
  const period = periodOf(filter)
  const previous = period && previousPeriod(period)
  const before = previous && { ...filter, ...previous }
  const months = monthsOf(
    filter,
    MEASURE_NAMES.map((m) => tallies[m].byMonth),
  )
  return {
    period,
    previousPeriod: previous,
    totals: totalsOf((m) => tallies[m].total),
    previous: before && totalsOf((m) => tally(m, before, patchesOf).total),
    byMonth: months.map((month) => ({
      month,
      ...totalsOf((m) => tallies[m].byMonth.get(month) ?? 0),
    })),
    byCity: citiesOf(filter).map((c) => ({
      districtId: c.code,
      districtName: c.name,
      ...totalsOf((m) => tallies[m].byCity.get(c.code) ?? 0),
    })),
    byStatus: [0, 1, 2].map((status) => ({
      status,
      volunteers: tallies.volunteers.byStatus.get(status) ?? 0,
    })),
  }
}

export type QueryAnswer =
  | { ok: true; result: Schema<'StatisticsQueryResult'> }
  | { ok: false; msg: string }

/** 自助数据查询 of the demo: one measure grouped by one dimension. */
export const queryStatistics = (
  measure: Measure,
  dimension: Dimension,
  filter: StatFilter,
  patchesOf: (resource: string) => Patches,
): QueryAnswer => {
  if (dimension === 'orgType' && measure !== 'organizations')
    return { ok: false, msg: '该指标不支持按组织类型统计' }
  const t = tally(measure, filter, patchesOf)
  const rows =
    dimension === 'city'
      ? citiesOf(filter).map((c) => ({ key: c.code, label: c.name, units: t.byCity.get(c.code) }))
      : dimension === 'month'
        ? monthsOf(filter, [t.byMonth]).map((m) => ({ key: m, label: m, units: t.byMonth.get(m) }))
        : ORG_TYPES.map((type) => ({ key: type, label: type, units: t.byOrgType.get(type) }))
  return {
    ok: true,
    result: {
      measure,
      dimension,
      total: unitsToValue(measure, t.total),
      rows: rows.map((r) => ({
        key: r.key,
        label: r.label,
        value: unitsToValue(measure, r.units ?? 0),
      })),
    },
  }
}

/** The statistics of the demo over the stored changes of the rows (`patchesOf`). */
export const createStatistics = (patchesOf: (resource: string) => Patches) => ({
  aggregate: (filter: StatFilter) => aggregate(filter, patchesOf),
  cards: (filter: StatFilter) => cardStatistics(filter, patchesOf),
  query: (measure: Measure, dimension: Dimension, filter: StatFilter) =>
    queryStatistics(measure, dimension, filter, patchesOf),
})
