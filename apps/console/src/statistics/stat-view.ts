import {
  STATISTICS_DIMENSIONS,
  STATISTICS_MEASURES,
  type StatisticsDimension,
  type StatisticsFilter,
  type StatisticsMeasure,
} from '@gdzyz/api-client'
import { isCityCode } from '../lists/districts'
import { isIsoDate } from '../lists/url-state'

/**
 * The filters of a statistics page as they live in the query string, with the list pages' names:
 * `district` (city code), `start`, `end` (yyyy-mm-dd); the data query adds `measure` and
 * `dimension`. Parsing never throws: unknown values are dropped, reversed dates swapped.
 */
export interface StatView {
  district?: string
  start?: string
  end?: string
}

export interface QueryView extends StatView {
  measure: StatisticsMeasure
  dimension: StatisticsDimension
}

export function parseStatView(params: URLSearchParams): StatView {
  const view: StatView = {}
  const district = params.get('district')
  if (district && isCityCode(district)) view.district = district
  let start = params.get('start') ?? undefined
  let end = params.get('end') ?? undefined
  if (start && !isIsoDate(start)) start = undefined
  if (end && !isIsoDate(end)) end = undefined
  if (start && end && start > end) [start, end] = [end, start]
  if (start) view.start = start
  if (end) view.end = end
  return view
}

/** The organisation type applies to the organisation measure only. */
export function dimensionFits(measure: StatisticsMeasure, dimension: StatisticsDimension): boolean {
  return dimension !== 'orgType' || measure === 'organizations'
}

export function parseQueryView(params: URLSearchParams): QueryView {
  const measure = STATISTICS_MEASURES.find((m) => m === params.get('measure')) ?? 'volunteers'
  const asked = STATISTICS_DIMENSIONS.find((d) => d === params.get('dimension')) ?? 'city'
  const dimension = dimensionFits(measure, asked) ? asked : 'city'
  return { ...parseStatView(params), measure, dimension }
}

/** The query string of a view (empty values left out). */
export function statViewSearch(view: StatView | QueryView): URLSearchParams {
  const params = new URLSearchParams()
  if ('measure' in view) {
    params.set('measure', view.measure)
    params.set('dimension', view.dimension)
  }
  if (view.district) params.set('district', view.district)
  if (view.start) params.set('start', view.start)
  if (view.end) params.set('end', view.end)
  return params
}

export function statisticsFilter(view: StatView): StatisticsFilter {
  return {
    ...(view.district ? { districtId: view.district } : {}),
    ...(view.start ? { startDate: view.start } : {}),
    ...(view.end ? { endDate: view.end } : {}),
  }
}
