import type { ApiError } from './api-error'
import { isTimeout } from './is-timeout'
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './messages'
import { type ReportError, reportError } from './report-error'

/** Reads a body; a timeout or a broken connection while reading rejects with an ApiError. */
export const readText = async (
  response: Response,
  notify: ReportError | undefined,
): Promise<string> => {
  try {
    return await response.text()
  } catch (cause) {
    const error: ApiError = isTimeout(cause)
      ? reportError(notify, { kind: 'timeout', msg: TIMEOUT_MESSAGE, cause })
      : reportError(notify, { kind: 'network', msg: NETWORK_ERROR_MESSAGE, cause })
    throw error
  }
}
