import { MAKEUP_SAVE_PATHS } from './makeup-paths'
import { STATISTICS_PATHS } from './statistics-paths'

/**
 * SPEC section 8: endpoints whose answer is returned raw, without the envelope check.
 * The statistics aggregate data / data query and the make-up-time saves use assumed paths (see
 * the OpenAPI description) and are listed here; `ApiClientOptions.exemptPaths` adds more.
 */
export const ENVELOPE_EXEMPT_PATHS: readonly string[] = [
  '/v2/api/gdzyz/auth/login/org/password',
  '/v2/api/gdzyz/manage/pc/usersAdmin/auditStatic',
  '/api/hszh/pcLoginToken',
  '/api/spaq/pcLoginToken',
  '/api/xfaq/pcLoginToken',
  ...Object.values(MAKEUP_SAVE_PATHS),
  ...Object.values(STATISTICS_PATHS),
]

/** True when the request URL's path is, or ends with, one of `paths`. */
export const isExemptPath = (url: string, paths: readonly string[]): boolean => {
  const pathname = new URL(url, 'http://localhost').pathname.replace(/\/+$/, '')
  return paths.some((path) => pathname === path || pathname.endsWith(path))
}
