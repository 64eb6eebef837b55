import { http, type RequestHandler } from 'msw'
import type { MockBackend } from './mock-backend'
import { respond, withAccount } from './respond'

const IMPORT = '*/v2/api/gdzyz/manage/pc/volunteerCard/batchImport'

/** Batch card import: one slice of a file's rows, answered with the rows refused and why. */
export const cardImportHandlers = (backend: MockBackend): RequestHandler[] => [
  http.post(IMPORT, ({ request }) =>
    withAccount(backend, request, async (account) => {
      let body: unknown
      try {
        body = await request.json()
      } catch {
        body = null
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return respond({ code: 0, msg: '请求格式错误', data: null })
      }
      return respond(backend.cardImport.run(body as Record<string, unknown>, account))
    }),
  ),
]
