import type { Middleware } from 'openapi-fetch'
import { isExemptPath } from './exempt-paths'
import { FALLBACK_MESSAGE } from './messages'
import { isRecord, parsedBodies } from './parsed-bodies'
import { type ReportError, reportError } from './report-error'
import { isSuccessCode } from './success-code'

/**
 * Rules 4 and 5: an answer whose `code` is present and not 1 shows the server msg (or 'Error')
 * and rejects with kind 'envelope'; exempt paths skip the check.
 */
export const envelopeMiddleware = (
  exemptPaths: readonly string[],
  notify: ReportError | undefined,
): Middleware => ({
  onResponse({ request, response }) {
    const body = parsedBodies.get(response)
    if (!isRecord(body) || body.code === undefined || body.code === null) return undefined
    if (isSuccessCode(body.code) || isExemptPath(request.url, exemptPaths)) return undefined
    const msg = typeof body.msg === 'string' && body.msg ? body.msg : FALLBACK_MESSAGE
    const code = typeof body.code === 'number' ? body.code : String(body.code)
    throw reportError(notify, { kind: 'envelope', msg, code, body, status: response.status })
  },
})
