import { describe, expect, it } from 'vitest'
import type { ListDescriptor } from './descriptor'
import { resourceQuery } from './resource-query'

const descriptor: ListDescriptor = {
  resource: 'volunteers',
  titleField: 'name',
  status: 'audit',
  columns: [{ field: 'name', label: 'realName', sortable: true }],
  filters: [{ kind: 'status' }],
  defaultSort: { field: 'createTime', order: 'desc' },
  detail: [],
}

describe('resourceQuery', () => {
  it('sends the filters as contract parameters and the default order when none is chosen', () => {
    expect(
      resourceQuery(
        {
          filters: {
            keyword: "' OR 1=1 --",
            status: 0,
            district: '440100',
            start: '2024-01-01',
            end: '2024-01-31',
          },
          page: 2,
          size: 20,
        },
        descriptor,
      ),
    ).toEqual({
      pageNum: 2,
      pageSize: 20,
      keyword: "' OR 1=1 --",
      status: 0,
      districtId: '440100',
      startDate: '2024-01-01',
      endDate: '2024-01-31',
      sortField: 'createTime',
      sortOrder: 'desc',
    })
  })

  it('sends the chosen order and leaves out empty filters', () => {
    expect(
      resourceQuery(
        { filters: { keyword: '' }, sort: { field: 'name', order: 'asc' }, page: 1, size: 10 },
        descriptor,
      ),
    ).toEqual({ pageNum: 1, pageSize: 10, sortField: 'name', sortOrder: 'asc' })
  })
})
