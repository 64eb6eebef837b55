import type { ListRow, PagedList } from '@gdzyz/api-client'
import type { ExportQuery, ListDataSource, ResourceQuery } from './data-source'

/**
 * A list data source over rows in memory, implementing the list contract's filters, sort and
 * paging: for component tests and stories. `fail` makes a call reject (by kind).
 */
export interface MemorySourceOptions {
  dateField?: string
  fail?: (kind: 'list' | 'record' | 'export', query?: ExportQuery) => unknown
  /** Holds an export page until the promise settles. */
  hold?: (query: ExportQuery) => Promise<void> | undefined
}

export function memorySource(
  name: string,
  rows: readonly ListRow[],
  options: MemorySourceOptions = {},
) {
  const calls: { list: ResourceQuery[]; export: ExportQuery[]; record: string[] } = {
    list: [],
    export: [],
    record: [],
  }
  const dateField = options.dateField ?? 'createTime'

  const select = (query: ResourceQuery & { ids?: readonly string[] }) => {
    let result = rows.filter((row) => {
      if (query.ids && !query.ids.includes(String(row.id))) return false
      if (
        query.keyword &&
        !Object.values(row).some((value) => String(value).includes(query.keyword as string))
      )
        return false
      if (query.status !== undefined && Number(row.status) !== query.status) return false
      if (query.districtId && row.districtId !== query.districtId) return false
      const date = String(row[dateField] ?? '').slice(0, 10)
      if (query.startDate && date < query.startDate) return false
      if (query.endDate && date > query.endDate) return false
      return true
    })
    if (query.sortField) {
      const field = query.sortField
      const sign = query.sortOrder === 'desc' ? -1 : 1
      result = [...result].sort((a, b) => sign * String(a[field]).localeCompare(String(b[field])))
    }
    return result
  }
  const page = (query: ResourceQuery): PagedList => {
    const all = select(query)
    const start = (query.pageNum - 1) * query.pageSize
    return { total: all.length, list: all.slice(start, start + query.pageSize) }
  }

  const source: ListDataSource = {
    list: (query) => ({
      queryKey: ['memory', name, 'list', query],
      queryFn: async () => {
        calls.list.push(query)
        const failure = options.fail?.('list', query)
        if (failure) throw failure
        return page(query)
      },
    }),
    record: (id) => ({
      queryKey: ['memory', name, 'record', id],
      queryFn: async () => {
        calls.record.push(id)
        const failure = options.fail?.('record')
        if (failure) throw failure
        const row = rows.find((candidate) => String(candidate.id) === id)
        if (!row) throw { msg: '记录不存在' }
        return row
      },
    }),
    exportPage: async (query) => {
      calls.export.push(query)
      await options.hold?.(query)
      const failure = options.fail?.('export', query)
      if (failure) throw failure
      return page(query)
    },
  }
  return { source, calls }
}
