import type { Middleware } from 'openapi-fetch'
import { ApiError } from './api-error'
import { isTimeout } from './is-timeout'
import { TIMEOUT_MESSAGE } from './messages'
import { reportError } from './report-error'
import type { Notify } from './types'

/** Rule 2: abort after `timeoutMs` and reject with ApiError kind 'timeout'. */
export const timeoutMiddleware = (timeoutMs: number, notify: Notify | undefined): Middleware => ({
  onRequest({ request }) {
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)])
    return new Request(request, { signal })
  },
  onError({ error }) {
    if (error instanceof ApiError || !isTimeout(error)) return undefined
    return reportError(notify, { kind: 'timeout', msg: TIMEOUT_MESSAGE, cause: error })
  },
})
