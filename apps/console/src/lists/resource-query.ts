import type { ExportQuery, ResourceQuery } from './data-source'
import type { ListDescriptor } from './descriptor'
import type { ListSort, ListView } from './url-state'

/** The order a view shows: its explicit sort, else the page's default. */
export function effectiveSort(view: ListView, descriptor: ListDescriptor): ListSort | undefined {
  return view.sort ?? descriptor.defaultSort
}

/** The filters and order of a view as contract parameters (no page). */
export function filterQuery(
  view: ListView,
  descriptor: ListDescriptor,
): Omit<ExportQuery, 'pageNum' | 'pageSize' | 'ids'> {
  const { filters } = view
  const sort = effectiveSort(view, descriptor)
  return {
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.status === undefined ? {} : { status: filters.status }),
    ...(filters.district ? { districtId: filters.district } : {}),
    ...(filters.start ? { startDate: filters.start } : {}),
    ...(filters.end ? { endDate: filters.end } : {}),
    ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}),
  }
}

/** The page request of a view. */
export function resourceQuery(view: ListView, descriptor: ListDescriptor): ResourceQuery {
  return { pageNum: view.page, pageSize: view.size, ...filterQuery(view, descriptor) }
}
