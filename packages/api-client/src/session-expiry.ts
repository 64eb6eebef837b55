import type { ApiError } from './api-error'
import { ERROR_DURATION_MS } from './messages'
import type { ReportError } from './report-error'
import type { Notify, SessionExpiry } from './types'

/** True when `error` is an answer `expiry` describes as an expired session. */
export function isSessionExpired(
  error: ApiError,
  expiry: Omit<SessionExpiry, 'onExpired'>,
): boolean {
  if (error.kind !== 'http' && error.kind !== 'envelope') return false
  const statuses = expiry.statuses ?? [401]
  if (error.status !== undefined && statuses.includes(error.status)) return true
  const code = error.code
  return code !== undefined && (expiry.codes ?? []).some((c) => `${c}` === `${code}`.trim())
}

/** The client's reporter: an expired session goes to `expiry.onExpired`, the rest to `notify`. */
export function errorReporter(
  notify: Notify | undefined,
  expiry: SessionExpiry | undefined,
): ReportError {
  return (error) => {
    if (expiry && isSessionExpired(error, expiry)) expiry.onExpired(error)
    else notify?.(error.msg, { type: 'error', duration: ERROR_DURATION_MS })
  }
}
