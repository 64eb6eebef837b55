import type { Middleware } from 'openapi-fetch'
import { FALLBACK_MESSAGE, SERVER_LOADING_MESSAGE } from './messages'
import { parseApiJson } from './parse-api-json'
import { isRecord } from './parsed-bodies'
import { readText } from './read-text'
import { type ReportError, reportError } from './report-error'

const tryParse = (text: string): unknown => {
  try {
    return parseApiJson(text)
  } catch {
    return text
  }
}

/** Rule 6: HTTP 500 shows SERVER_LOADING_MESSAGE, other HTTP errors the server msg or 'Error'. */
export const httpErrorMiddleware = (notify: ReportError | undefined): Middleware => ({
  async onResponse({ response }) {
    if (response.ok) return undefined
    const body = tryParse(await readText(response, notify))
    const serverMsg = isRecord(body) && typeof body.msg === 'string' && body.msg ? body.msg : ''
    const code = isRecord(body) && (typeof body.code === 'string' || typeof body.code === 'number')
    throw reportError(notify, {
      kind: 'http',
      msg: response.status === 500 ? SERVER_LOADING_MESSAGE : serverMsg || FALLBACK_MESSAGE,
      code: code && isRecord(body) ? (body.code as string | number) : undefined,
      body,
      status: response.status,
    })
  },
})
