import {
  ApiError,
  createApiClient,
  getAnnouncements,
  getAuditStatic,
  getExternalLoginToken,
  getLeftMenu,
  getMyInfo,
  getPermissionList,
  listResource,
  loginByOrgPassword,
  logout,
} from '@gdzyz/api-client'
import { getResponse } from 'msw'
import SparkMD5 from 'spark-md5'
import { describe, expect, it, vi } from 'vitest'
import { createHandlers } from './create-handlers'
import { DEMO_PASSWORD } from './demo-accounts'
import { menuIdOf } from './menus'
import { createMockBackend } from './mock-backend'
import { PERMISSION_CATALOG, SPECIAL_CODES } from './permission-catalog'

const setup = () => {
  const handlers = createHandlers(createMockBackend())
  let token: string | null = null
  const notify = vi.fn()
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify,
    fetch: async (input, init) =>
      (await getResponse(handlers, new Request(input, init))) ??
      new Response(null, { status: 404 }),
  })
  const signIn = async (userName: string, password = DEMO_PASSWORD) => {
    const answer = await loginByOrgPassword(client, {
      userName,
      loginType: 2,
      password: SparkMD5.hash(password),
      sessionId: 's',
      sig: 'g',
      verifyToken: 't',
    })
    token = answer.other?.access_token ?? null
    return answer
  }
  return { client, notify, signIn }
}

describe('mock backend through the real client', () => {
  it('checks the MD5 password', async () => {
    const { signIn } = setup()
    expect(await signIn('gd_super', 'wrong')).toMatchObject({ code: 0, other: null })
    expect((await signIn('gd_super')).other?.access_token).toMatch(/^[0-9a-f]{32}$/)
  })

  it('gives gd_super every code and gz_admin only four sections', async () => {
    const { client, signIn } = setup()
    await signIn('gd_super')
    const all = (await getPermissionList(client)).map((p) => p.permissionCode)
    for (const code of [
      ...PERMISSION_CATALOG.flatMap((s) => [s.group, ...s.pages]),
      ...SPECIAL_CODES,
    ]) {
      expect(all).toContain(code)
    }
    await signIn('gz_admin')
    const menus = await getLeftMenu(client)
    expect(menus.map((m) => m.menuCode)).toEqual([
      'volunteer_model',
      'personal_center',
      'mission_model',
      'statics_model',
    ])
    expect(menus[0]?.id).toBe(String(menuIdOf('volunteer_model')))
    expect(await getMyInfo(client)).toMatchObject({ groupId: 3, adminId: '1234567890123456790' })
  })

  it('marks banned_admin as forbidden', async () => {
    const { client, signIn } = setup()
    await signIn('banned_admin')
    expect((await getMyInfo(client)).forbiddenState).toBe(1)
  })

  it('invalidates the token on logout', async () => {
    const { client, notify, signIn } = setup()
    await signIn('gd_super')
    await logout(client)
    const error = await getMyInfo(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 401 })
    expect(notify).toHaveBeenCalled()
  })

  it('serves announcements, audit counts, external tokens and searchable pages', async () => {
    const { client, signIn } = setup()
    await signIn('gd_super')
    const start = await getAnnouncements(client, { showType: 4 })
    expect(start.some((a) => a.content.includes('onerror'))).toBe(true)
    const menuId = String(menuIdOf('regist_audit'))
    expect(await getAnnouncements(client, { showType: 5, menuId })).toHaveLength(1)
    expect(await getAnnouncements(client, { showType: 5, menuId: '1' })).toEqual([])
    expect((await getAuditStatic(client)).registAudit).toBeGreaterThan(0)
    expect(await getExternalLoginToken(client, 'spaq')).toMatch(/^ext-spaq-/)
    const page = await listResource(client, 'regist_audit', { pageNum: 1, pageSize: 10 })
    expect(page.list).toHaveLength(10)
    expect(String(page.list[0]?.id)).toMatch(/^\d{19}$/)
    const again = await listResource(client, 'regist_audit', { pageNum: 1, pageSize: 10 })
    expect(again).toEqual(page)
    const name = String(page.list[0]?.name)
    const found = await listResource(client, 'regist_audit', {
      pageNum: 1,
      pageSize: 100,
      keyword: name,
    })
    expect(found.total).toBeGreaterThan(0)
    expect(found.total).toBeLessThan(page.total)
    expect(
      found.list.every((r: Record<string, unknown>) =>
        Object.values(r).some((v) => String(v).includes(name)),
      ),
    ).toBe(true)
  })
})
