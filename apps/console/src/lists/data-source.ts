import type { ListRow, PagedList } from '@gdzyz/api-client'

/** One page request of the generic list contract. */
export interface ResourceQuery {
  pageNum: number
  pageSize: number
  keyword?: string
  status?: number
  districtId?: string
  startDate?: string
  endDate?: string
  sortField?: string
  sortOrder?: 'asc' | 'desc'
}

/** An export page: same filters, pageSize up to 5000, optionally only the given ids. */
export interface ExportQuery extends ResourceQuery {
  ids?: readonly string[]
}

export interface QueryOptions<T> {
  queryKey: readonly unknown[]
  queryFn: () => Promise<T>
}

/**
 * Where a list screen reads its resource: the query options of a page and of a record, and
 * export pages. The console passes one built on @gdzyz/api-client; tests inject their own.
 */
export interface ListDataSource {
  list: (query: ResourceQuery) => QueryOptions<PagedList>
  record: (id: string) => QueryOptions<ListRow>
  exportPage: (query: ExportQuery, signal: AbortSignal) => Promise<PagedList>
}
