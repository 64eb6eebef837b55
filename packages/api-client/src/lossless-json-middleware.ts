import type { Middleware } from 'openapi-fetch'
import type { ApiError } from './api-error'
import { parseApiJson } from './parse-api-json'
import { parsedBodies } from './parsed-bodies'
import { readText } from './read-text'
import { type ReportError, reportError } from './report-error'

/**
 * An answer whose body is already parsed: `json()` resolves to the lossless value, so
 * openapi-fetch (which calls `json()` when a Content-Length is present) does not parse the
 * text a second time; `text()` still gives the server's text.
 */
class ParsedJsonResponse extends Response {
  readonly #value: unknown

  constructor(text: string, init: ResponseInit, value: unknown) {
    super(text, init)
    this.#value = value
  }

  override json(): Promise<unknown> {
    return Promise.resolve(this.#value)
  }
}

// The server's Content-Length still describes the text when nothing was decoded on the way.
const byteLength = (response: Response, text: string): string => {
  const declared = response.headers.get('content-length')
  if (declared && !response.headers.has('content-encoding')) return declared
  return String(new TextEncoder().encode(text).byteLength)
}

/**
 * Rules 3 and 7: JSON answers are parsed once with unsafe numbers kept as exact strings and
 * handed on already parsed; blob, arrayBuffer, text and stream reads (downloads) pass through
 * untouched. Malformed JSON or an HTML page rejects with kind 'parse'.
 */
export const losslessJsonMiddleware = (notify: ReportError | undefined): Middleware => ({
  async onResponse({ response, options }) {
    if (options.parseAs !== 'json') return undefined
    const text = await readText(response, notify)
    const headers = new Headers(response.headers)
    headers.delete('content-encoding')
    const init = { status: response.status, statusText: response.statusText, headers }
    if (text.trim() === '') {
      headers.delete('content-length')
      return new Response(null, init)
    }
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
    headers.set('content-length', byteLength(response, text))
    const next = new ParsedJsonResponse(text, init, parsed)
    parsedBodies.set(next, parsed)
    return next
  },
})
