import { ApiError, type ApiErrorInit } from './api-error'
import { ERROR_DURATION_MS } from './messages'
import type { Notify } from './types'

/** Shows the message through `notify` (red, 5 s) and returns the ApiError to reject with. */
export const reportError = (notify: Notify | undefined, init: ApiErrorInit): ApiError => {
  notify?.(init.msg, { type: 'error', duration: ERROR_DURATION_MS })
  return new ApiError(init)
}
