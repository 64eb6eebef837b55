import type { Middleware } from 'openapi-fetch'
import { ApiError } from './api-error'
import { NETWORK_ERROR_MESSAGE } from './messages'
import { type ReportError, reportError } from './report-error'

/** Rule 6 (network part): a fetch that fails without an answer rejects with kind 'network'. */
export const networkErrorMiddleware = (notify: ReportError | undefined): Middleware => ({
  onError({ error }) {
    if (error instanceof ApiError) return error
    // A caller's own abort is not a failure worth a message.
    if (error instanceof Error && error.name === 'AbortError') {
      return new ApiError({ kind: 'network', msg: '请求已取消', cause: error })
    }
    return reportError(notify, { kind: 'network', msg: NETWORK_ERROR_MESSAGE, cause: error })
  },
})
