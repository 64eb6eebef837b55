import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { exportResourcePage, getResourceRecord, listResource } from './resource-operations'

const PAGE = '{"code":1,"msg":"","data":{"total":31,"list":[{"id":1234567890123456789,"n":1}]}}'

const paramsOf = (request: Request | undefined) =>
  Object.fromEntries(new URL(request?.url ?? 'https://x').searchParams)

describe('resource operations', () => {
  it('listResource sends page, filters and order; long ids stay exact strings', async () => {
    const { client, requests } = clientWith(() => jsonResponse(PAGE))
    const page = await listResource(client, 'volunteer', {
      pageNum: 2,
      pageSize: 20,
      keyword: '陈',
      status: 0,
      districtId: '440100',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      sortField: 'createTime',
      sortOrder: 'desc',
    })
    expect(page).toEqual({ total: 31, list: [{ id: '1234567890123456789', n: 1 }] })
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v2/api/gdzyz/manage/pc/list/volunteer')
    expect(paramsOf(requests[0])).toEqual({
      pageNum: '2',
      pageSize: '20',
      keyword: '陈',
      status: '0',
      districtId: '440100',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      sortField: 'createTime',
      sortOrder: 'desc',
    })
  })

  it('listResource leaves out empty filters and an order without a field', async () => {
    const { client, requests } = clientWith(() => jsonResponse(PAGE))
    await listResource(client, 'r', { pageNum: 1, pageSize: 10, keyword: '', sortOrder: 'asc' })
    expect(paramsOf(requests[0])).toEqual({ pageNum: '1', pageSize: '10' })
  })

  it('sends hostile text as data, encoded in the query string', async () => {
    const { client, requests } = clientWith(() => jsonResponse(PAGE))
    const keyword = `' OR 1=1 --&status=1#<img onerror=alert(1)>`
    await listResource(client, 'r', { pageNum: 1, pageSize: 10, keyword })
    expect(paramsOf(requests[0])).toEqual({ pageNum: '1', pageSize: '10', keyword })
  })

  it('exportResourcePage sends the export path, a large page and the selected ids', async () => {
    const { client, requests } = clientWith(() => jsonResponse(PAGE))
    await exportResourcePage(client, 'volunteer', {
      pageNum: 3,
      pageSize: 5000,
      status: 1,
      ids: ['1234567890123456789', '42'],
    })
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/list/volunteer/export',
    )
    expect(paramsOf(requests[0])).toEqual({
      pageNum: '3',
      pageSize: '5000',
      status: '1',
      ids: '1234567890123456789,42',
    })
    await exportResourcePage(client, 'volunteer', { pageNum: 1, pageSize: 10, ids: [] })
    expect(paramsOf(requests[1])).toEqual({ pageNum: '1', pageSize: '10' })
  })

  it('getResourceRecord reads one record by its exact id', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse(
        '{"code":1,"msg":"","data":{"id":1234567890123456789,"email":"a@b.cn","trail":[]}}',
      ),
    )
    expect(await getResourceRecord(client, 'regist_audit', '1234567890123456789')).toEqual({
      id: '1234567890123456789',
      email: 'a@b.cn',
      trail: [],
    })
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/list/regist_audit/1234567890123456789',
    )
  })

  it('rejects with the server message on an error envelope', async () => {
    const { client, notify } = clientWith(() => jsonResponse('{"code":0,"msg":"记录不存在"}'))
    expect(await rejection(getResourceRecord(client, 'r', '1'))).toMatchObject({
      kind: 'envelope',
      msg: '记录不存在',
    })
    expect(notify).toHaveBeenCalledWith('记录不存在', { type: 'error', duration: 5000 })
    await expect(listResource(client, 'r', { pageNum: 1, pageSize: 10 })).rejects.toMatchObject({
      kind: 'envelope',
    })
  })
})
