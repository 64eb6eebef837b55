import { http, type RequestHandler } from 'msw'
import type { MakeupSaveInput } from './makeup'
import type { MockBackend } from './mock-backend'
import { ok, respond, withAccount } from './respond'
import type { Schema } from './wire'

const API = '*/v2/api/gdzyz/manage/pc/missionMakeup'
const PAGE_SIZES = [10, 20, 30, 50, 100]
const DIGITS = /^[0-9]{1,20}$/

const paging = (query: URLSearchParams) => {
  const pageNum = Math.max(1, Math.trunc(Number(query.get('pageNum'))) || 1)
  const requested = Number(query.get('pageSize'))
  return { pageNum, pageSize: PAGE_SIZES.includes(requested) ? requested : 10 }
}

const kindOf = (query: URLSearchParams) => (query.get('kind') === 'his' ? 'his' : 'realtime')

const refuse = (msg: string) => respond<Schema<'ErrorEnvelope'>>({ code: 0, msg, data: null })

/** Make-up attendance: mission sessions, participants, the exempt saves and submitted list. */
export const makeupHandlers = (backend: MockBackend): RequestHandler[] => {
  const state = backend.makeup
  const save = (kind: 'realtime' | 'his') =>
    http.post(`${API}/${kind}/saveMakeupTime`, ({ request }) =>
      withAccount(backend, request, async () => {
        let body: MakeupSaveInput = {}
        try {
          const parsed: unknown = await request.json()
          if (typeof parsed === 'object' && parsed !== null) body = parsed as MakeupSaveInput
        } catch {
          // An unreadable body is refused below like an empty one.
        }
        const refusal = state.save(kind, body)
        // Exempt endpoint: the raw answer, the client reads `code` itself.
        return respond<Schema<'MakeupSaveResponse'>>(
          refusal ? { code: 0, msg: refusal } : { code: 1, msg: '补录成功', data: null },
        )
      }),
    )

  return [
    http.get(`${API}/mission`, ({ request }) =>
      withAccount(backend, request, () => {
        const query = new URL(request.url).searchParams
        const missionId = query.get('missionId') ?? ''
        if (!DIGITS.test(missionId)) return refuse('活动编号无效')
        return respond<Schema<'MakeupMissionEnvelope'>>(ok(state.mission(kindOf(query), missionId)))
      }),
    ),
    http.get(`${API}/participants`, ({ request }) =>
      withAccount(backend, request, () => {
        const query = new URL(request.url).searchParams
        if (!DIGITS.test(query.get('missionId') ?? '')) return refuse('活动编号无效')
        const keyword = query.get('keyword')?.trim() || undefined
        return respond<Schema<'ParticipantPageEnvelope'>>(
          ok(state.participants({ ...paging(query), keyword })),
        )
      }),
    ),
    save('realtime'),
    save('his'),
    http.get(`${API}/submitted`, ({ request }) =>
      withAccount(backend, request, () => {
        const query = new URL(request.url).searchParams
        const missionId = query.get('missionId') || undefined
        return respond<Schema<'SubmittedMakeupPageEnvelope'>>(
          ok(state.submitted(kindOf(query), { ...paging(query), missionId })),
        )
      }),
    ),
  ]
}
