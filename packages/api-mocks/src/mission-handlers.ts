import { http, type RequestHandler } from 'msw'
import { modifyMission, publishMission } from './mission-publish'
import { createMissionSignIn } from './mission-sign-in'
import type { MockBackend } from './mock-backend'
import { ok, respond, withAccount } from './respond'
import type { Schema } from './wire'

const API = '*/v2/api/gdzyz/manage/pc/mission'
const DIGITS = /^[0-9]{1,20}$/
const UNKNOWN = '活动不存在或已删除'

const refuse = (msg: string) => respond<Schema<'ErrorEnvelope'>>({ code: 0, msg, data: null })

const bodyOf = async (request: Request): Promise<Record<string, unknown> | null> => {
  try {
    const body: unknown = await request.json()
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

const missionIdOf = async (request: Request): Promise<string> => {
  const id = (await bodyOf(request))?.missionId
  return typeof id === 'string' ? id : ''
}

/**
 * Mission operations beyond the generic contract: 活动发布, 历史活动发布, 活动修改 and the sign-in
 * QR code's token.
 */
export const missionHandlers = (backend: MockBackend): RequestHandler[] => {
  const signIn = createMissionSignIn(backend)
  return [
    http.post(`${API}/publish`, ({ request }) =>
      withAccount(backend, request, async () => {
        const body = await bodyOf(request)
        return body ? respond(publishMission(backend, body)) : refuse('请求格式错误')
      }),
    ),
    http.post(`${API}/publishHistory`, ({ request }) =>
      withAccount(backend, request, async () => {
        const body = await bodyOf(request)
        return body
          ? respond(publishMission(backend, body, Date.now(), true))
          : refuse('请求格式错误')
      }),
    ),
    http.post(`${API}/modify`, ({ request }) =>
      withAccount(backend, request, async () => {
        const body = await bodyOf(request)
        if (!body) return refuse('请求格式错误')
        const missionId = typeof body.missionId === 'string' ? body.missionId : ''
        if (!DIGITS.test(missionId)) return refuse('活动编号无效')
        return respond(modifyMission(backend, missionId, body))
      }),
    ),
    http.get(`${API}/signInCode`, ({ request }) =>
      withAccount(backend, request, () => {
        const missionId = new URL(request.url).searchParams.get('missionId') ?? ''
        if (!DIGITS.test(missionId)) return refuse('活动编号无效')
        const code = signIn.code(missionId)
        return code ? respond<Schema<'MissionSignInCodeEnvelope'>>(ok(code)) : refuse(UNKNOWN)
      }),
    ),
    http.post(`${API}/signInCode/refresh`, ({ request }) =>
      withAccount(backend, request, async () => {
        const missionId = await missionIdOf(request)
        if (!DIGITS.test(missionId)) return refuse('活动编号无效')
        const code = signIn.refresh(missionId)
        return code ? respond<Schema<'MissionSignInCodeEnvelope'>>(ok(code)) : refuse(UNKNOWN)
      }),
    ),
  ]
}
