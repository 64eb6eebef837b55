import type { ApiClient, ExportQuery, ListRow, PagedList, ResourceQuery } from './types'
import { unwrap } from './unwrap'

type ListPageSize = 10 | 20 | 30 | 50 | 100

/** The optional filters of a query, without empty values (an empty filter is no filter). */
const filtersOf = (query: ResourceQuery) => ({
  ...(query.keyword ? { keyword: query.keyword } : {}),
  ...(query.status !== undefined ? { status: query.status } : {}),
  ...(query.districtId ? { districtId: query.districtId } : {}),
  ...(query.startDate ? { startDate: query.startDate } : {}),
  ...(query.endDate ? { endDate: query.endDate } : {}),
  ...(query.sortField ? { sortField: query.sortField } : {}),
  ...(query.sortField && query.sortOrder ? { sortOrder: query.sortOrder } : {}),
})

const pageOf = (body: { data: { total: number; list: unknown[] } }): PagedList => ({
  total: Number(body.data.total),
  list: body.data.list as ListRow[],
})

/** One page of a resource's rows, filtered and sorted by the server (list contract, assumed). */
export const listResource = async (
  client: ApiClient,
  resource: string,
  query: ResourceQuery,
): Promise<PagedList> =>
  pageOf(
    unwrap(
      await client.GET('/v2/api/gdzyz/manage/pc/list/{resource}', {
        params: {
          path: { resource },
          query: {
            pageNum: query.pageNum,
            pageSize: query.pageSize as ListPageSize,
            ...filtersOf(query),
          },
        },
      }),
    ),
  )

/** One export page (up to 5000 rows) with the list's filters and order; `ids` keeps only those rows. */
export const exportResourcePage = async (
  client: ApiClient,
  resource: string,
  query: ExportQuery,
): Promise<PagedList> =>
  pageOf(
    unwrap(
      await client.GET('/v2/api/gdzyz/manage/pc/list/{resource}/export', {
        params: {
          path: { resource },
          query: {
            pageNum: query.pageNum,
            pageSize: query.pageSize,
            ...filtersOf(query),
            ...(query.ids && query.ids.length > 0 ? { ids: query.ids.join(',') } : {}),
          },
        },
      }),
    ),
  )

/** One record with all its fields (more than the list row; audit records carry `trail`). */
export const getResourceRecord = async (
  client: ApiClient,
  resource: string,
  id: string,
): Promise<ListRow> =>
  unwrap(
    await client.GET('/v2/api/gdzyz/manage/pc/list/{resource}/{id}', {
      params: { path: { resource, id } },
    }),
  ).data as ListRow
