import {
  createResource,
  deleteResource,
  fieldErrorsOf,
  getResourceRecord,
  listResource,
  runAction,
  updateResource,
} from '@gdzyz/api-client'
import { describe, expect, it } from 'vitest'
import { failure as fail, memoryStorage, signedInClient } from './test-client'

const setup = async (storage = memoryStorage()) => ({
  client: await signedInClient(storage),
  storage,
})

const newAdmin = {
  account: 'zhang2026a',
  password: 'Secret2026',
  name: '张晓明',
  mobile: '13800138000',
  idCard: '11010519491231002X',
  email: 'zhang@example.com',
  roleName: '组织管理员',
  districtId: '440300',
}

describe('demo mutations', () => {
  it('creates a record that lists first, keeps no password and gets its city name', async () => {
    const { client, storage } = await setup()
    const created = await createResource(client, 'admin', newAdmin)
    expect(created).toMatchObject({ account: 'zhang2026a', districtName: '深圳市', status: 0 })
    expect(created).not.toHaveProperty('password')
    const page = await listResource(client, 'admin', { pageNum: 1, pageSize: 10 })
    expect(page.total).toBe(241)
    expect(page.list[0]).toMatchObject({ id: created.id, name: '张晓明' })
    expect(JSON.stringify(storage)).not.toContain('Secret2026')
    const again = await setup(storage)
    expect(await getResourceRecord(again.client, 'admin', String(created.id))).toMatchObject({
      mobile: '13800138000',
    })
  })

  it('refuses bad values naming every field, and stores nothing', async () => {
    const { client } = await setup()
    const error = await fail(
      createResource(client, 'admin', {
        ...newAdmin,
        account: '12345678',
        mobile: '123',
        email: 'a@b',
        name: '',
      }),
    )
    expect(fieldErrorsOf(error)).toEqual([
      { field: 'account', message: '账号格式错误，以字母开头的“字母+数字”组合，长度为8一20位' },
      { field: 'name', message: '请输入姓名' },
      { field: 'mobile', message: '手机号码有误，请重填' },
      { field: 'email', message: '邮箱格式不正确' },
    ])
    expect((await listResource(client, 'admin', { pageNum: 1, pageSize: 10 })).total).toBe(240)
  })

  it('refuses a duplicate unique value', async () => {
    const { client } = await setup()
    await createResource(client, 'admin', newAdmin)
    const error = await fail(createResource(client, 'admin', newAdmin))
    expect(fieldErrorsOf(error)).toEqual([{ field: 'account', message: '已存在，请更换' }])
  })

  it('stores hostile text as plain data and drops undeclared fields', async () => {
    const { client } = await setup()
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>'
    const org = await createResource(client, 'organization', {
      orgName: '越秀志愿队',
      orgType: '志愿服务组织',
      creditCode: 'ABC123',
      contactName: '李雷雷',
      mobile: '02083331234',
      districtId: '440100',
      address: hostile,
      status: 2,
      id: '1',
      __proto__: { polluted: true },
    })
    const record = await getResourceRecord(client, 'organization', String(org.id))
    expect(record.address).toBe(hostile)
    expect(record.status).toBe(0)
    expect(record.id).not.toBe('1')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('updates only the fields sent, checked by the same rules', async () => {
    const { client } = await setup()
    const [row] = (await listResource(client, 'my_organization', { pageNum: 1, pageSize: 10 })).list
    const id = String(row?.id)
    const before = await getResourceRecord(client, 'my_organization', id)
    const error = await fail(updateResource(client, 'my_organization', id, { telephone: 'x' }))
    expect(fieldErrorsOf(error)).toEqual([{ field: 'telephone', message: '手机号码格式不正确' }])
    await updateResource(client, 'my_organization', id, { certifierName: '王芳' })
    const after = await getResourceRecord(client, 'my_organization', id)
    expect(after).toEqual({ ...before, certifierName: '王芳' })
  })

  it('deletes a seeded or created record: gone from the list and the record', async () => {
    const { client } = await setup()
    const [first] = (await listResource(client, 'admin', { pageNum: 1, pageSize: 10 })).list
    const id = String(first?.id)
    await deleteResource(client, 'admin', id)
    const page = await listResource(client, 'admin', { pageNum: 1, pageSize: 10 })
    expect(page.total).toBe(239)
    expect(page.list.map((r) => String(r.id))).not.toContain(id)
    expect(await fail(getResourceRecord(client, 'admin', id))).toMatchObject({
      msg: '记录不存在或已删除',
    })
    expect(await fail(deleteResource(client, 'admin', id))).toMatchObject({
      msg: '记录不存在或已删除',
    })
  })

  it('refuses unknown resources and actions, and resources without form rules', async () => {
    const { client } = await setup()
    expect(await fail(createResource(client, 'nope', {}))).toMatchObject({
      msg: '该列表不支持新增',
    })
    expect(await fail(createResource(client, 'regist_audit', {}))).toMatchObject({
      msg: '该列表不支持新增',
    })
    expect(await fail(deleteResource(client, 'regist_audit', '1234567890123456789'))).toMatchObject(
      { msg: '该列表不支持删除' },
    )
    expect(await fail(runAction(client, 'nope', {}))).toMatchObject({ msg: '不支持的操作' })
  })

  it('refuses the generic create and update of a mission (its dates, posts and sessions are checked by its own operations)', async () => {
    const { client } = await setup()
    const first = (await listResource(client, 'mission', { pageNum: 1, pageSize: 10 })).list[0]
    expect(first?.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const own = { msg: '活动请通过活动发布、历史活动发布或活动修改提交' }
    expect(
      await fail(createResource(client, 'mission', { title: '绕过检查的活动' })),
    ).toMatchObject(own)
    expect(
      await fail(updateResource(client, 'mission', String(first?.id), { endDate: '1999-01-01' })),
    ).toMatchObject(own)
    const after = await getResourceRecord(client, 'mission', String(first?.id))
    expect(after.endDate).toBe(first?.endDate)
  })

  it('runs actions: transfer organisations, refusing an unknown target by field', async () => {
    const { client } = await setup()
    const rows = (await listResource(client, 'organization', { pageNum: 1, pageSize: 10 })).list
    const ids = rows.slice(0, 2).map((r) => String(r.id))
    const target = String(rows[5]?.orgName)
    const missing = await fail(
      runAction(client, 'org_transfer', { ids, targetOrgName: '不存在的组织' }),
    )
    expect(fieldErrorsOf(missing)).toEqual([{ field: 'targetOrgName', message: '目标组织不存在' }])
    expect(await runAction(client, 'org_transfer', { ids, targetOrgName: target })).toEqual({
      moved: 2,
    })
    const record = await getResourceRecord(client, 'organization', ids[0] as string)
    expect(record.belongingOrgName).toBe(target)
  })

  it('disables, enables and transfers an admin', async () => {
    const { client } = await setup()
    const rows = (await listResource(client, 'admin', { pageNum: 1, pageSize: 10 })).list
    const id = String(rows[0]?.id)
    await runAction(client, 'admin_disable', { id })
    expect((await getResourceRecord(client, 'admin', id)).status).toBe(1)
    await runAction(client, 'admin_enable', { id })
    expect((await getResourceRecord(client, 'admin', id)).status).toBe(0)
    const target = rows[1]
    await runAction(client, 'admin_permission_transfer', { id, targetAccount: 'nobody2026' }).catch(
      (e: unknown) => expect(fieldErrorsOf(e)[0]?.field).toBe('targetAccount'),
    )
    const moved = await runAction<{ roleName: string }>(client, 'admin_permission_transfer', {
      id,
      targetAccount: target?.account,
    })
    expect(moved.roleName).toBe(rows[0]?.roleName)
  })
})
