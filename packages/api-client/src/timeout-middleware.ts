import type { Middleware } from 'openapi-fetch'
import { ApiError } from './api-error'
import { isTimeout } from './is-timeout'
import { TIMEOUT_MESSAGE } from './messages'
import { type ReportError, reportError } from './report-error'

/**
 * Rule 2: abort after `timeoutMs` and reject with ApiError kind 'timeout'.
 * A plain timer rather than AbortSignal.any + AbortSignal.timeout: on Node 20 the garbage collector
 * may drop the timeout signal that only AbortSignal.any references, so it never fires.
 */
export const timeoutMiddleware = (
  timeoutMs: number,
  notify: ReportError | undefined,
): Middleware => {
  const timers = new WeakMap<Request, ReturnType<typeof setTimeout>>()
  const clear = (request: Request) => clearTimeout(timers.get(request))
  return {
    onRequest({ request }) {
      const controller = new AbortController()
      const outer = request.signal
      outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true })
      const timer = setTimeout(
        () => controller.abort(new DOMException(TIMEOUT_MESSAGE, 'TimeoutError')),
        timeoutMs,
      )
      // Never keep a Node process alive for a pending timeout.
      if (typeof timer === 'object' && 'unref' in timer) timer.unref()
      const next = new Request(request, { signal: controller.signal })
      timers.set(next, timer)
      return next
    },
    onResponse({ request }) {
      clear(request)
      return undefined
    },
    onError({ request, error }) {
      clear(request)
      if (error instanceof ApiError || !isTimeout(error)) return undefined
      return reportError(notify, { kind: 'timeout', msg: TIMEOUT_MESSAGE, cause: error })
    },
  }
}
