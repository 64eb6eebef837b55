import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse } from './__fixtures__/test-fetch'
import {
  announcementsQuery,
  apiKeys,
  myInfoQuery,
  resourceListQuery,
  resourceRecordQuery,
} from './query'

describe('query option factories', () => {
  it('builds stable keys under apiKeys.all that differ by parameters', () => {
    const { client } = clientWith(() => jsonResponse('{}'))
    expect(resourceListQuery(client, 'a', { pageNum: 1, pageSize: 10 }).queryKey).toEqual(
      resourceListQuery(client, 'a', { pageNum: 1, pageSize: 10, keyword: '' }).queryKey,
    )
    for (const change of [
      { pageNum: 2 },
      { keyword: '陈' },
      { status: 0 },
      { districtId: '440100' },
      { startDate: '2026-01-01' },
      { endDate: '2026-01-31' },
      { sortField: 'name' },
    ]) {
      expect(
        resourceListQuery(client, 'a', { pageNum: 1, pageSize: 10, ...change }).queryKey,
      ).not.toEqual(resourceListQuery(client, 'a', { pageNum: 1, pageSize: 10 }).queryKey)
    }
    expect(
      apiKeys.resourceList('a', { pageNum: 1, pageSize: 10, sortField: 'x', sortOrder: 'desc' }),
    ).not.toEqual(apiKeys.resourceList('a', { pageNum: 1, pageSize: 10, sortField: 'x' }))
    expect(announcementsQuery(client, { showType: 5, menuId: '9' }).queryKey).toEqual([
      ...apiKeys.all,
      'announcements',
      5,
      '9',
    ])
    const prefix = apiKeys.resource('a')
    expect(apiKeys.resourceList('a', { pageNum: 1, pageSize: 10 }).slice(0, 3)).toEqual(prefix)
    expect(resourceRecordQuery(client, 'a', '9007199254740993').queryKey.slice(0, 3)).toEqual(
      prefix,
    )
    expect(apiKeys.resource('b')).not.toEqual(prefix)
  })

  it('queryFn calls the operation', async () => {
    const { client } = clientWith(() =>
      jsonResponse('{"code":1,"data":{"userName":"u","adminId":1,"groupId":1,"forbiddenState":0}}'),
    )
    expect(await myInfoQuery(client).queryFn()).toMatchObject({ userName: 'u' })
  })

  it('resource queryFns call the list and record operations', async () => {
    const { client, requests } = clientWith((request) =>
      jsonResponse(
        new URL(request.url).pathname.endsWith('/42')
          ? '{"code":1,"data":{"id":42,"email":"a@b.cn"}}'
          : '{"code":1,"data":{"total":1,"list":[{"id":42}]}}',
      ),
    )
    expect(
      await resourceListQuery(client, 'r', { pageNum: 1, pageSize: 10, status: 0 }).queryFn(),
    ).toEqual({ total: 1, list: [{ id: 42 }] })
    expect(await resourceRecordQuery(client, 'r', '42').queryFn()).toEqual({
      id: 42,
      email: 'a@b.cn',
    })
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/v2/api/gdzyz/manage/pc/list/r',
      '/v2/api/gdzyz/manage/pc/list/r/42',
    ])
  })
})
