import createClient from 'openapi-fetch'
import { authHeaderMiddleware } from './auth-header-middleware'
import { envelopeMiddleware } from './envelope-middleware'
import { ENVELOPE_EXEMPT_PATHS } from './exempt-paths'
import type { paths } from './generated/schema'
import { httpErrorMiddleware } from './http-error-middleware'
import { losslessJsonMiddleware } from './lossless-json-middleware'
import { DEFAULT_TIMEOUT_MS } from './messages'
import { networkErrorMiddleware } from './network-error-middleware'
import { errorReporter } from './session-expiry'
import { timeoutMiddleware } from './timeout-middleware'
import type { ApiClient, ApiClientOptions } from './types'

/**
 * Creates the typed client. Middlewares, in request order (openapi-fetch runs the response and
 * error hooks in reverse, so an answer meets them bottom-up: HTTP errors, lossless JSON with blob
 * pass-through, envelope check; a failed fetch meets timeout, then network errors):
 * 1. auth header  2. network errors  3. timeout  4. envelope check (with exempt list)
 * 5. lossless JSON + blob pass-through  6. HTTP errors
 */
export const createApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const notify = errorReporter(options.notify, options.sessionExpiry)
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  client.use(
    authHeaderMiddleware(options.getToken),
    networkErrorMiddleware(notify),
    timeoutMiddleware(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, notify),
    envelopeMiddleware([...ENVELOPE_EXEMPT_PATHS, ...(options.exemptPaths ?? [])], notify),
    losslessJsonMiddleware(notify),
    httpErrorMiddleware(notify),
  )
  return client
}
