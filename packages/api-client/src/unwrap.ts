import { ApiError } from './api-error'
import { FALLBACK_MESSAGE } from './messages'

/** openapi-fetch result -> data; the middlewares already reject every failure. */
export const unwrap = <T>(result: { data?: T; error?: unknown; response: Response }): T => {
  if (result.error !== undefined) {
    throw new ApiError({
      kind: 'http',
      msg: FALLBACK_MESSAGE,
      body: result.error,
      status: result.response.status,
    })
  }
  return result.data as T
}
