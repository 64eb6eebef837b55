import { ApiError } from './api-error'
import { FALLBACK_MESSAGE } from './messages'
import { isRecord } from './parsed-bodies'
import type { ApiClient, ExternalSite } from './types'
import { unwrap } from './unwrap'

const PATHS = {
  hszh: '/api/hszh/pcLoginToken',
  spaq: '/api/spaq/pcLoginToken',
  xfaq: '/api/xfaq/pcLoginToken',
} as const

/** Login token for an external subsystem (envelope-exempt; answer shape assumed: `data`). */
export const getExternalLoginToken = async (
  client: ApiClient,
  site: ExternalSite,
): Promise<string> => {
  const body: unknown = unwrap(await client.GET(PATHS[site]))
  if (typeof body === 'string' && body) return body
  if (isRecord(body) && typeof body.data === 'string' && body.data) return body.data
  const msg =
    isRecord(body) && typeof body.msg === 'string' && body.msg ? body.msg : FALLBACK_MESSAGE
  throw new ApiError({ kind: 'envelope', msg, body })
}
