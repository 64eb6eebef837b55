import { http, type RequestHandler } from 'msw'
import { createMissionSignIn } from './mission-sign-in'
import type { MockBackend } from './mock-backend'
import { ok, respond, withAccount } from './respond'
import type { Schema } from './wire'

const API = '*/v2/api/gdzyz/manage/pc/mission'
const DIGITS = /^[0-9]{1,20}$/
const UNKNOWN = '活动不存在或已删除'

const refuse = (msg: string) => respond<Schema<'ErrorEnvelope'>>({ code: 0, msg, data: null })

const missionIdOf = async (request: Request): Promise<string> => {
  try {
    const body: unknown = await request.json()
    const id =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>).missionId : ''
    return typeof id === 'string' ? id : ''
  } catch {
    return ''
  }
}

/** Mission operations beyond the generic contract: the sign-in QR code's token. */
export const missionHandlers = (backend: MockBackend): RequestHandler[] => {
  const signIn = createMissionSignIn(backend)
  return [
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
