import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse } from './__fixtures__/test-fetch'
import { announcementsQuery, apiKeys, myInfoQuery, pagedListQuery } from './query'

describe('query option factories', () => {
  it('builds stable keys under apiKeys.all that differ by parameters', () => {
    const { client } = clientWith(() => jsonResponse('{}'))
    expect(pagedListQuery(client, 'a', { pageNum: 1, pageSize: 10 }).queryKey).toEqual(
      pagedListQuery(client, 'a', { pageNum: 1, pageSize: 10, keyword: '' }).queryKey,
    )
    expect(pagedListQuery(client, 'a', { pageNum: 2, pageSize: 10 }).queryKey).not.toEqual(
      pagedListQuery(client, 'a', { pageNum: 1, pageSize: 10 }).queryKey,
    )
    expect(announcementsQuery(client, { showType: 5, menuId: '9' }).queryKey).toEqual([
      ...apiKeys.all,
      'announcements',
      5,
      '9',
    ])
    expect(apiKeys.pagedList('a', { pageNum: 1, pageSize: 10 }).slice(0, 3)).toEqual(
      apiKeys.lists('a'),
    )
  })

  it('queryFn calls the operation', async () => {
    const { client } = clientWith(() =>
      jsonResponse('{"code":1,"data":{"userName":"u","adminId":1,"groupId":1,"forbiddenState":0}}'),
    )
    expect(await myInfoQuery(client).queryFn()).toMatchObject({ userName: 'u' })
  })
})
