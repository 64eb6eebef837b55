import { http, type RequestHandler } from 'msw'
import { type DecisionInput, MAX_BATCH } from './decisions'
import type { MockBackend } from './mock-backend'
import { ok, respond, withAccount } from './respond'

const LIST = '*/v2/api/gdzyz/manage/pc/list/:resource'
const DIGITS = /^[0-9]{1,20}$/

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

/** Audit decisions: one record, or a batch answered per id; the pending counts of every list. */
export const decisionHandlers = (backend: MockBackend): RequestHandler[] => [
  http.get('*/v2/api/gdzyz/manage/pc/audit/pendingCounts', ({ request }) =>
    withAccount(backend, request, () => respond(ok(backend.pendingCounts()))),
  ),
  http.post(`${LIST}/decisions`, ({ request, params }) =>
    withAccount(backend, request, async (account) => {
      const body = await bodyOf(request)
      if (!body) return refuse('请求格式错误')
      const ids = body.ids
      if (!Array.isArray(ids) || ids.length === 0) return refuse('请选择要审核的记录')
      if (ids.length > MAX_BATCH) return refuse(`一次最多审核${MAX_BATCH}条记录`)
      const text = ids.map((id) => String(id))
      if (!text.every((id) => DIGITS.test(id))) return refuse('记录编号无效')
      const unique = [...new Set(text)]
      return respond(
        backend.decisions.many(
          String(params.resource),
          unique,
          body as DecisionInput,
          account.userName,
        ),
      )
    }),
  ),
  http.post(`${LIST}/:id/decision`, ({ request, params }) =>
    withAccount(backend, request, async (account) => {
      const id = String(params.id)
      if (!DIGITS.test(id)) return refuse('记录编号无效')
      const body = await bodyOf(request)
      if (!body) return refuse('请求格式错误')
      return respond(
        backend.decisions.one(String(params.resource), id, body as DecisionInput, account.userName),
      )
    }),
  ),
]
