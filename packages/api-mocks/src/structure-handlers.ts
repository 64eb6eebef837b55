import { type HttpResponse, http, type RequestHandler } from 'msw'
import type { MockAccount, MockBackend } from './mock-backend'
import { ok, respond, withAccount } from './respond'
import { type RoleResult, type StoredRole, SUPER_ROLE } from './roles'

const PC = '*/v2/api/gdzyz/manage/pc'
const ROLE_ID = /^[0-9]{1,20}$/
const NODE_ID = /^[pcdo]:[0-9-]{1,40}$/
const MAX_KEYWORD = 30

const refuse = (msg: string) => respond({ code: 0, msg, data: null })

const bodyOf = async (request: Request): Promise<Record<string, unknown> | null> => {
  try {
    const parsed: unknown = await request.json()
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

const roleOut = (role: StoredRole) => ({
  id: BigInt(role.id),
  title: role.title,
  roleCode: role.roleCode,
  adminCount: role.adminCount,
  createTime: role.createTime,
  builtIn: role.roleCode === SUPER_ROLE,
})

const grantsOut = (role: StoredRole) => ({
  roleId: BigInt(role.id),
  permissionCodes: role.permissions,
  menuCodes: role.menus,
})

const answer = <T>(result: RoleResult<T>, out: (value: T) => unknown) =>
  result.ok ? respond(ok(out(result.value))) : refuse(result.msg)

/** Runs `then` when the account holds `code`, else refuses as the platform would. */
const holding = (
  backend: MockBackend,
  request: Request,
  code: string,
  then: (account: MockAccount) => HttpResponse<string> | Promise<HttpResponse<string>>,
) =>
  withAccount(backend, request, (account) =>
    account.permissionCodes.includes(code) ? then(account) : refuse('没有操作权限'),
  )

/** 组织树 (children, search) and 角色管理 (roles, their permissions and menus). */
export const structureHandlers = (backend: MockBackend): RequestHandler[] => [
  http.get(`${PC}/orgTree/children`, ({ request }) =>
    holding(backend, request, 'district_tree_list', () => {
      const parentId = new URL(request.url).searchParams.get('parentId') ?? ''
      if (parentId !== '' && !NODE_ID.test(parentId)) return refuse('节点编号无效')
      const children = backend.orgTree.children(parentId || undefined)
      return children ? respond(ok(children)) : refuse('节点不存在')
    }),
  ),
  http.get(`${PC}/orgTree/search`, ({ request }) =>
    holding(backend, request, 'district_tree_list', () => {
      const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim()
      if (keyword === '') return refuse('请输入组织名称')
      if ([...keyword].length > MAX_KEYWORD) return refuse(`搜索内容不能超过${MAX_KEYWORD}个字`)
      return respond(ok(backend.orgTree.search(keyword)))
    }),
  ),
  http.get(`${PC}/role/list`, ({ request }) =>
    holding(backend, request, 'role', () => respond(ok(backend.roles.list().map(roleOut)))),
  ),
  http.post(`${PC}/role/add`, ({ request }) =>
    holding(backend, request, 'role', async () => {
      const body = await bodyOf(request)
      if (!body) return refuse('请求格式错误')
      return answer(backend.roles.create(body.title), roleOut)
    }),
  ),
  http.post(`${PC}/role/:id/rename`, ({ request, params }) =>
    holding(backend, request, 'role', async () => {
      const id = String(params.id)
      if (!ROLE_ID.test(id)) return refuse('角色编号无效')
      const body = await bodyOf(request)
      if (!body) return refuse('请求格式错误')
      return answer(backend.roles.rename(id, body.title), roleOut)
    }),
  ),
  http.post(`${PC}/role/:id/delete`, ({ request, params }) =>
    holding(backend, request, 'role', () => {
      const id = String(params.id)
      if (!ROLE_ID.test(id)) return refuse('角色编号无效')
      return answer(backend.roles.remove(id), () => null)
    }),
  ),
  http.get(`${PC}/role/:id/grants`, ({ request, params }) =>
    holding(backend, request, 'role', () => {
      const role = backend.roles.find(String(params.id))
      return role ? respond(ok(grantsOut(role))) : refuse('角色不存在')
    }),
  ),
  ...(['permissions', 'menus'] as const).map((kind) =>
    http.post(`${PC}/role/:id/${kind}`, ({ request, params }) =>
      holding(backend, request, 'role', async () => {
        const id = String(params.id)
        if (!ROLE_ID.test(id)) return refuse('角色编号无效')
        const body = await bodyOf(request)
        if (!body) return refuse('请求格式错误')
        const result =
          kind === 'permissions'
            ? backend.roles.setPermissions(id, body.codes)
            : backend.roles.setMenus(id, body.codes)
        return answer(result, grantsOut)
      }),
    ),
  ),
]
