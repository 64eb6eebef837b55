import {
  type ApiClient,
  createApiClient,
  createRole,
  deleteRole,
  getLeftMenu,
  getOrgTreeChildren,
  getPermissionList,
  getRoleGrants,
  isApiError,
  listResource,
  listRoles,
  loginByOrgPassword,
  renameRole,
  saveRoleGrants,
  searchOrgTree,
} from '@gdzyz/api-client'
import { getResponse } from 'msw'
import SparkMD5 from 'spark-md5'
import { describe, expect, it, vi } from 'vitest'
import { createHandlers } from './create-handlers'
import { CITIES } from './data/districts'
import { GUANGDONG_DISTRICTS } from './data/guangdong'
import { DEMO_PASSWORD } from './demo-accounts'
import type { KeyValueStorage } from './demo-store'
import { createMockBackend } from './mock-backend'

const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>()
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  }
}

/** Clients of one demo backend, signed in as the accounts asked for. */
const setup = () => {
  const handlers = createHandlers(createMockBackend({ storage: memoryStorage() }))
  const as = async (userName: string): Promise<ApiClient> => {
    let token: string | null = null
    const client = createApiClient({
      baseUrl: 'https://mock.test',
      getToken: () => token,
      notify: vi.fn(),
      fetch: async (input, init) =>
        (await getResponse(handlers, new Request(input, init))) ??
        new Response(null, { status: 404 }),
    })
    const answer = await loginByOrgPassword(client, {
      userName,
      loginType: 2,
      password: SparkMD5.hash(DEMO_PASSWORD),
      sessionId: 's',
      sig: 'g',
      verifyToken: 't',
    })
    token = answer.other?.access_token ?? null
    return client
  }
  return { as }
}

const message = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (isApiError(e) ? e.msg : String(e)),
  )

type Menu = { menuCode: string; children?: Menu[] }
const collectMenuCodes = (tree: readonly Menu[]): string[] =>
  tree.flatMap((node) => [node.menuCode, ...collectMenuCodes(node.children ?? [])])

const codesOf = async (client: ApiClient) => {
  const permissions = (await getPermissionList(client)).map((p) => p.permissionCode)
  return { permissions, menus: collectMenuCodes(await getLeftMenu(client)) }
}

describe('demo roles', () => {
  it('the demo accounts follow their role: gz_admin loses 志愿者查询 at the next sign-in', async () => {
    const { as } = setup()
    const before = await codesOf(await as('gz_admin'))
    expect(before.permissions).toContain('search_user')
    expect(before.menus).toContain('search_user')

    const admin = await as('gd_super')
    const role = (await listRoles(admin)).find((r) => r.title === '区县管理员')
    if (!role) throw new Error('no 区县管理员')
    const grants = await getRoleGrants(admin, role.id)
    const kept = grants.permissionCodes.filter((c) => c !== 'search_user')
    expect((await saveRoleGrants(admin, role.id, 'permission', kept)).permissionCodes).toEqual(kept)

    const after = await codesOf(await as('gz_admin'))
    expect(after.permissions).not.toContain('search_user')
    // The menu still holds the code, but only pages the role may open are served.
    expect((await getRoleGrants(admin, role.id)).menuCodes).toContain('search_user')
    expect(after.menus).not.toContain('search_user')
    expect(after.permissions).toContain('regist_audit')
  })

  it('a menu taken away leaves the left menu at the next sign-in', async () => {
    const { as } = setup()
    const admin = await as('gd_super')
    const role = (await listRoles(admin)).find((r) => r.roleCode === 'ROLE_004')
    if (!role) throw new Error('no ROLE_004')
    const { menuCodes } = await getRoleGrants(admin, role.id)
    await saveRoleGrants(
      admin,
      role.id,
      'menu',
      menuCodes.filter((c) => c !== 'regist_audit'),
    )
    expect((await codesOf(await as('gz_admin'))).menus).not.toContain('regist_audit')
  })

  it('creates, renames and deletes a role; refuses bad titles, duplicates and held roles', async () => {
    const { as } = setup()
    const admin = await as('gd_super')
    const created = await createRole(admin, '巡查员')
    expect(created).toMatchObject({ title: '巡查员', adminCount: 0 })
    expect(created.roleCode).toMatch(/^ROLE_\d{3}$/)
    expect(await message(createRole(admin, '巡查员'))).toBe('角色名称已存在')
    expect(await message(createRole(admin, '  '))).toBe('请输入角色名称')
    expect(await message(createRole(admin, '<script>'))).toBe('角色名称只能包含汉字、字母和数字')
    expect(await message(createRole(admin, '长'.repeat(21)))).toBe('角色名称不能超过20个字')
    expect((await renameRole(admin, created.id, '巡查专员')).title).toBe('巡查专员')

    const held = (await listRoles(admin)).find((r) => r.roleCode === 'ROLE_004')
    expect(await message(deleteRole(admin, held?.id ?? ''))).toMatch(
      /^该角色下还有\d+名管理员，不能删除$/,
    )
    const top = (await listRoles(admin)).find((r) => r.roleCode === 'ROLE_001')
    expect(await message(renameRole(admin, top?.id ?? '', '甲'))).toBe('超级管理员角色不可修改')

    await deleteRole(admin, created.id)
    expect((await listRoles(admin)).some((r) => r.id === created.id)).toBe(false)
    expect(await message(deleteRole(admin, created.id))).toBe('角色不存在')
  })

  it('refuses malformed codes and accounts without 角色管理', async () => {
    const { as } = setup()
    const admin = await as('gd_super')
    const role = (await listRoles(admin))[3]
    expect(
      await message(saveRoleGrants(admin, role?.id ?? '', 'permission', ['ok', 'bad code'])),
    ).toBe('编码格式错误')
    expect(await message(listRoles(await as('gz_admin')))).toBe('没有操作权限')
  })
})

describe('demo 组织树', () => {
  it('has 广东省 with its 21 cities and every real district', async () => {
    const admin = await setup().as('gd_super')
    const [root] = await getOrgTreeChildren(admin)
    expect(root).toMatchObject({ id: 'p:440000', name: '广东省', kind: 'province' })
    const cities = await getOrgTreeChildren(admin, root?.id)
    expect(cities.map((c) => c.name)).toEqual(CITIES.map((c) => c.name))
    const guangzhou = await getOrgTreeChildren(admin, 'c:440100')
    expect(guangzhou.map((d) => d.name)).toEqual(GUANGDONG_DISTRICTS['440100']?.map((d) => d.name))
    expect(guangzhou.length).toBe(11)
    expect(Object.values(GUANGDONG_DISTRICTS).flat().length).toBeGreaterThan(170)
    // The districts the seeded addresses name are all in the tree.
    for (const city of CITIES) {
      const names = GUANGDONG_DISTRICTS[city.code]?.map((d) => d.name)
      for (const county of city.counties) expect(names, city.name).toContain(county)
    }
  })

  it('counts per city equal what the organisation list finds for that city', async () => {
    const admin = await setup().as('gd_super')
    const cities = await getOrgTreeChildren(admin, 'p:440000')
    for (const city of cities.slice(0, 4)) {
      const listed = await listResource(admin, 'organization', {
        pageNum: 1,
        pageSize: 10,
        districtId: city.code ?? '',
      })
      expect(city.count, city.name).toBe(listed.total)
      const districts = await getOrgTreeChildren(admin, city.id)
      expect(districts.reduce((n, d) => n + d.count, 0)).toBe(city.count)
    }
    const [root] = await getOrgTreeChildren(admin)
    expect(root?.count).toBe(
      (await listResource(admin, 'organization', { pageNum: 1, pageSize: 10 })).total,
    )
  })

  it('search finds an organisation with the path and branches that open it', async () => {
    const admin = await setup().as('gd_super')
    const districts = await getOrgTreeChildren(admin, 'c:440100')
    const district = districts.find((d) => d.count > 0)
    const [org] = await getOrgTreeChildren(admin, district?.id)
    if (!org || !district) throw new Error('no organisation in 广州市')
    expect(['organization', 'group']).toContain(org.kind)
    const result = await searchOrgTree(admin, org.name)
    const match = result.matches.find((m) => m.id === org.id)
    expect(match?.path).toEqual(['p:440000', 'c:440100', district.id])
    const opened = result.branches.map((b) => b.parentId)
    expect(opened).toEqual(expect.arrayContaining(['p:440000', 'c:440100', district.id]))
    expect(result.branches.find((b) => b.parentId === district.id)?.children).toContainEqual(org)
    expect(await message(searchOrgTree(admin, ' '))).toBe('请输入组织名称')
    expect(await message(searchOrgTree(admin, '字'.repeat(31)))).toBe('搜索内容不能超过30个字')
    expect(await message(getOrgTreeChildren(admin, 'x:1'))).toBe('节点编号无效')
    expect(await message(getOrgTreeChildren(admin, 'c:999999'))).toBe('节点不存在')
  })

  it('search reports every match but returns the first 50', async () => {
    const admin = await setup().as('gd_super')
    const result = await searchOrgTree(admin, '志愿')
    expect(result.total).toBeGreaterThan(50)
    expect(result.matches).toHaveLength(50)
  })
})
