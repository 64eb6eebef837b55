import { http, type RequestHandler } from 'msw'
import type { MockBackend } from './mock-backend'
import { respond, withAccount } from './respond'

const LIST = '*/v2/api/gdzyz/manage/pc/list/:resource'
const ACTION = '*/v2/api/gdzyz/manage/pc/action/:action'

const refuse = (msg: string) => respond({ code: 0, msg, data: null })

/**
 * Resources written only through their own operations, whose checks go beyond the field rules
 * (a mission's dates, posts and sessions): the generic create and update refuse them.
 */
const OWN_OPERATIONS: Readonly<Record<string, string>> = {
  mission: '活动请通过活动发布、历史活动发布或活动修改提交',
}

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

/** Create, update and delete records of the list contract, and the named actions. */
export const mutationHandlers = (backend: MockBackend): RequestHandler[] => [
  http.post(LIST, ({ request, params }) =>
    withAccount(backend, request, async () => {
      const own = OWN_OPERATIONS[String(params.resource)]
      if (own) return refuse(own)
      const body = await bodyOf(request)
      if (!body) return refuse('请求格式错误')
      return respond(backend.mutations.create(String(params.resource), body))
    }),
  ),
  http.put(`${LIST}/:id`, ({ request, params }) =>
    withAccount(backend, request, async () => {
      const own = OWN_OPERATIONS[String(params.resource)]
      if (own) return refuse(own)
      const body = await bodyOf(request)
      if (!body) return refuse('请求格式错误')
      return respond(backend.mutations.update(String(params.resource), String(params.id), body))
    }),
  ),
  http.delete(`${LIST}/:id`, ({ request, params }) =>
    withAccount(backend, request, () =>
      respond(backend.mutations.remove(String(params.resource), String(params.id))),
    ),
  ),
  http.post(ACTION, ({ request, params }) =>
    withAccount(backend, request, async (account) => {
      const body = await bodyOf(request)
      if (!body) return refuse('请求格式错误')
      return respond(backend.mutations.action(String(params.action), body, account.userName))
    }),
  ),
]
