import type { ApiClient, ListRow, PagedList, PagedListQuery } from './types'
import { unwrap } from './unwrap'

/** One page of a list screen (generic listing contract, assumed). */
export const getPagedList = async (
  client: ApiClient,
  resource: string,
  query: PagedListQuery,
): Promise<PagedList> => {
  const body = unwrap(
    await client.GET('/v2/api/gdzyz/manage/pc/list/{resource}', {
      params: {
        path: { resource },
        query: {
          pageNum: query.pageNum,
          pageSize: query.pageSize as 10 | 20 | 30 | 50 | 100,
          ...(query.keyword ? { keyword: query.keyword } : {}),
        },
      },
    }),
  )
  return { total: Number(body.data.total), list: body.data.list as ListRow[] }
}
