import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { isApiError } from './api-error'
import { apiKeys, orgTreeChildrenQuery, roleGrantsQuery } from './query'
import {
  createRole,
  deleteRole,
  getOrgTreeChildren,
  getRoleGrants,
  listRoles,
  renameRole,
  saveRoleGrants,
  searchOrgTree,
} from './structure-operations'

const ok = (data: string) => jsonResponse(`{"code":1,"msg":"success","data":${data}}`)
const pathOf = (request: Request | undefined) => {
  const url = new URL(request?.url ?? '')
  return `${url.pathname}${url.search}`
}
const PC = '/v2/api/gdzyz/manage/pc'
const ROLE =
  '{"id":1234567890123470001,"title":"区县管理员","roleCode":"ROLE_004","adminCount":3,"createTime":"2023-04-01 09:30:00","builtIn":false}'

describe('组织树 operations', () => {
  it('asks for the root without a parent and keeps long record ids exact', async () => {
    const { client, requests } = clientWith(() =>
      ok(
        '[{"id":"o:1234567890123456789","name":"天河区志愿者协会","kind":"organization","count":0,"hasChildren":false,"recordId":1234567890123456789}]',
      ),
    )
    const nodes = await getOrgTreeChildren(client)
    expect(pathOf(requests[0])).toBe(`${PC}/orgTree/children`)
    expect(nodes[0]?.recordId).toBe('1234567890123456789')
    await getOrgTreeChildren(client, 'c:440100')
    expect(pathOf(requests[1])).toBe(`${PC}/orgTree/children?parentId=c%3A440100`)
  })

  it('search sends the keyword and returns matches with their branches', async () => {
    const { client, requests } = clientWith(() =>
      ok(
        '{"total":61,"matches":[{"id":"d:440100-4","path":["p:440000","c:440100"]}],"branches":[{"parentId":"c:440100","children":[{"id":"d:440100-4","name":"天河区","kind":"district","count":3,"hasChildren":true}]}]}',
      ),
    )
    const result = await searchOrgTree(client, '天河')
    expect(new URL(requests[0]?.url ?? '').searchParams.get('keyword')).toBe('天河')
    expect(result.total).toBe(61)
    expect(result.matches).toEqual([{ id: 'd:440100-4', path: ['p:440000', 'c:440100'] }])
    expect(result.branches[0]?.children[0]?.name).toBe('天河区')
  })

  it('the children query is keyed by parent', async () => {
    const { client } = clientWith(() => ok('[]'))
    expect(orgTreeChildrenQuery(client).queryKey).toEqual(apiKeys.orgTreeChildren(''))
    expect(apiKeys.orgTreeChildren('c:440100')).not.toEqual(apiKeys.orgTreeChildren(''))
    expect(apiKeys.orgTreeChildren('x').slice(0, 2)).toEqual(apiKeys.orgTree())
  })
})

describe('role operations', () => {
  it('list, create and rename map ids to exact strings', async () => {
    const { client, requests } = clientWith((request) =>
      ok(new URL(request.url).pathname.endsWith('/list') ? `[${ROLE}]` : ROLE),
    )
    expect((await listRoles(client))[0]?.id).toBe('1234567890123470001')
    expect((await createRole(client, '巡查员')).roleCode).toBe('ROLE_004')
    expect(pathOf(requests[1])).toBe(`${PC}/role/add`)
    expect(await requests[1]?.json()).toEqual({ title: '巡查员' })
    await renameRole(client, '1234567890123470001', '新名称')
    expect(pathOf(requests[2])).toBe(`${PC}/role/1234567890123470001/rename`)
    expect(await requests[2]?.json()).toEqual({ title: '新名称' })
  })

  it('a refused delete rejects with the server message and shows it', async () => {
    const { client, notify, requests } = clientWith(() =>
      jsonResponse('{"code":0,"msg":"该角色下还有3名管理员，不能删除","data":null}'),
    )
    const error = await rejection(deleteRole(client, '7'))
    expect(requests[0]?.method).toBe('POST')
    expect(pathOf(requests[0])).toBe(`${PC}/role/7/delete`)
    expect(isApiError(error) && error.msg).toBe('该角色下还有3名管理员，不能删除')
    expect(notify).toHaveBeenCalledWith('该角色下还有3名管理员，不能删除', expect.anything())
  })

  it('reads and saves permission and menu codes on their own paths', async () => {
    const grants = '{"roleId":1234567890123470004,"permissionCodes":["a"],"menuCodes":["b"]}'
    const { client, requests } = clientWith(() => ok(grants))
    const read = await getRoleGrants(client, '1234567890123470004')
    expect(read).toEqual({
      roleId: '1234567890123470004',
      permissionCodes: ['a'],
      menuCodes: ['b'],
    })
    await saveRoleGrants(client, '4', 'permission', ['a', 'c'])
    await saveRoleGrants(client, '4', 'menu', ['b'])
    expect(pathOf(requests[1])).toBe(`${PC}/role/4/permissions`)
    expect(await requests[1]?.json()).toEqual({ codes: ['a', 'c'] })
    expect(pathOf(requests[2])).toBe(`${PC}/role/4/menus`)
    expect(roleGrantsQuery(client, '4').queryKey).toEqual(['gdzyz', 'roles', 'grants', '4'])
  })
})
