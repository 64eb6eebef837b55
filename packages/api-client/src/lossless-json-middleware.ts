import type { Middleware } from 'openapi-fetch'
import type { ApiError } from './api-error'
import { parseApiJson, quoteUnsafeNumbers } from './parse-api-json'
import { parsedBodies } from './parsed-bodies'
import { readText } from './read-text'
import { reportError } from './report-error'
import type { Notify } from './types'

/**
 * Rules 3 and 7: JSON answers are re-issued with unsafe numbers quoted (so openapi-fetch's own
 * JSON.parse keeps them exact); blob, arrayBuffer, text and stream reads (downloads) pass
 * through untouched. Malformed JSON or an HTML page rejects with kind 'parse'.
 */
export const losslessJsonMiddleware = (notify: Notify | undefined): Middleware => ({
  async onResponse({ response, options }) {
    if (options.parseAs !== 'json') return undefined
    const text = await readText(response, notify)
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    headers.delete('content-encoding')
    const init = { status: response.status, statusText: response.statusText, headers }
    if (text.trim() === '') return new Response(null, init)
    let parsed: unknown
    try {
      parsed = parseApiJson(text)
    } catch (error) {
      const apiError = error as ApiError
      throw reportError(notify, {
        kind: 'parse',
        msg: apiError.msg,
        body: text,
        status: response.status,
        cause: apiError.cause,
      })
    }
    const next = new Response(quoteUnsafeNumbers(text), init)
    parsedBodies.set(next, parsed)
    return next
  },
})
