import { http, type RequestHandler } from 'msw'
import { attendanceHandlers } from './attendance-handlers'
import { cardImportHandlers } from './card-import-handlers'
import { decisionHandlers } from './decision-handlers'
import { listHandlers } from './list-handlers'
import { makeupHandlers } from './makeup-handlers'
import { missionHandlers } from './mission-handlers'
import { createMockBackend, type MockBackend } from './mock-backend'
import { mutationHandlers } from './mutation-handlers'
import { ok, respond, withAccount } from './respond'
import { statisticsHandlers } from './statistics-handlers'
import { structureHandlers } from './structure-handlers'
import { uploadHandlers } from './upload-handlers'
import type { Schema } from './wire'

const API = '*/v2/api/gdzyz'

const readJson = async (request: Request): Promise<Record<string, unknown>> => {
  try {
    const body: unknown = await request.json()
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const externalTokenHandler = (backend: MockBackend, site: string) =>
  http.get(`*/api/${site}/pcLoginToken`, ({ request }) =>
    withAccount(backend, request, (_account, token) =>
      respond<Schema<'ExternalTokenResponse'>>(ok(backend.externalToken(site, token))),
    ),
  )

/** MSW 2 handlers for every operation of the contract, over `backend`. */
export const createHandlers = (backend: MockBackend = createMockBackend()): RequestHandler[] => [
  http.post(`${API}/auth/login/org/password`, async ({ request }) => {
    const form = new URLSearchParams(await request.text())
    const result = backend.login(form.get('userName') ?? '', form.get('password') ?? '')
    return result.ok
      ? respond<Schema<'LoginResponse'>>({
          code: 1,
          msg: '登录成功',
          data: null,
          other: { access_token: result.token },
        })
      : respond<Schema<'LoginResponse'>>({ code: 0, msg: result.msg, data: null, other: null })
  }),
  http.get(`${API}/auth/login/loginOut`, ({ request }) =>
    withAccount(backend, request, (_account, token) => {
      backend.logout(token)
      return respond<Schema<'EmptyEnvelope'>>(ok(null))
    }),
  ),
  http.get(`${API}/manage/pc/common/menutree/leftMenu`, ({ request }) =>
    withAccount(backend, request, (account) =>
      respond<Schema<'MenuEnvelope'>>(ok(backend.menus(account))),
    ),
  ),
  http.get(`${API}/manage/pc/common/menutree/permissionList`, ({ request }) =>
    withAccount(backend, request, (account) =>
      respond<Schema<'PermissionEnvelope'>>(
        ok(account.permissionCodes.map((permissionCode) => ({ permissionCode }))),
      ),
    ),
  ),
  http.get(`${API}/manage/pc/usersAdmin/preEditMyInfo`, ({ request }) =>
    withAccount(backend, request, (account) =>
      respond<Schema<'AdminProfileEnvelope'>>(ok(backend.profile(account))),
    ),
  ),
  http.post(`${API}/manage/pc/usersAdmin/editMyInfo`, ({ request }) =>
    withAccount(backend, request, async (account) => {
      backend.updateProfile(account, await readJson(request))
      return respond<Schema<'EmptyEnvelope'>>(ok(null))
    }),
  ),
  http.post(`${API}/manage/pc/usersAdmin/editPwd`, ({ request }) =>
    withAccount(backend, request, async (account) => {
      const body = await readJson(request)
      const changed = backend.changePassword(
        account,
        String(body.oldPassword ?? ''),
        String(body.newPassword ?? ''),
      )
      return changed
        ? respond<Schema<'EmptyEnvelope'>>(ok(null))
        : respond<Schema<'ErrorEnvelope'>>({ code: 0, msg: '原密码错误', data: null })
    }),
  ),
  http.get(`${API}/manage/pc/usersAdmin/auditStatic`, ({ request }) =>
    withAccount(backend, request, (account) =>
      respond<Schema<'AuditStaticResponse'>>(ok(backend.auditStatic(account))),
    ),
  ),
  http.get(`${API}/home/announcement/list`, ({ request }) => {
    const query = new URL(request.url).searchParams
    const data = backend.announcements(
      Number(query.get('showType')),
      query.get('menuId') ?? undefined,
    )
    return respond<Schema<'AnnouncementEnvelope'>>({ code: '1', msg: 'success', data })
  }),
  ...decisionHandlers(backend),
  ...listHandlers(backend),
  externalTokenHandler(backend, 'hszh'),
  externalTokenHandler(backend, 'spaq'),
  externalTokenHandler(backend, 'xfaq'),
  ...makeupHandlers(backend),
  ...statisticsHandlers(backend),
  ...attendanceHandlers(backend),
  ...missionHandlers(backend),
  ...mutationHandlers(backend),
  ...uploadHandlers(backend),
  ...structureHandlers(backend),
  ...cardImportHandlers(backend),
]
