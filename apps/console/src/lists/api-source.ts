import type { ApiClient } from '@gdzyz/api-client'
import { exportResourcePage } from '@gdzyz/api-client'
import { resourceListQuery, resourceRecordQuery } from '@gdzyz/api-client/query'
import type { ListDataSource } from './data-source'

/** The list data source of one resource over the console's API client (generic list contract). */
export function apiListSource(client: ApiClient, resource: string): ListDataSource {
  return {
    list: (query) => resourceListQuery(client, resource, query),
    record: (id) => resourceRecordQuery(client, resource, id),
    exportPage: (query) => exportResourcePage(client, resource, query),
  }
}
