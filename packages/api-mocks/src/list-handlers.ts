import { http, type RequestHandler } from 'msw'
import { parseListQuery } from './data/query'
import type { MockBackend } from './mock-backend'
import { ok, respond, withAccount } from './respond'
import type { Schema } from './wire'

const LIST = '*/v2/api/gdzyz/manage/pc/list/:resource'

const refuse = (msg: string) => respond<Schema<'ErrorEnvelope'>>({ code: 0, msg, data: null })

const pageHandler = (backend: MockBackend, path: string, mode: 'list' | 'export') =>
  http.get(path, ({ request, params }) =>
    withAccount(backend, request, () => {
      const parsed = parseListQuery(new URL(request.url).searchParams, mode)
      if (!parsed.ok) return refuse(parsed.msg)
      const result = backend.listPage(String(params.resource), parsed.query)
      return result.ok
        ? respond<Schema<'PagedListEnvelope'>>(ok(result.page as Schema<'PagedList'>))
        : refuse(result.msg)
    }),
  )

/** The generic list contract: a page, an export page, one record. */
export const listHandlers = (backend: MockBackend): RequestHandler[] => [
  pageHandler(backend, LIST, 'list'),
  // Before `:id`: "export" is a literal segment, not a row id.
  pageHandler(backend, `${LIST}/export`, 'export'),
  http.get(`${LIST}/:id`, ({ request, params }) =>
    withAccount(backend, request, () => {
      const record = backend.record(String(params.resource), String(params.id))
      return record
        ? respond<Schema<'ResourceRecordEnvelope'>>(ok(record as Schema<'ResourceRecord'>))
        : refuse('记录不存在或已删除')
    }),
  ),
]
