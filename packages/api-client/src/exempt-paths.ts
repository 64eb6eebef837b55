import { MAKEUP_SAVE_PATHS } from './makeup-operations'

/**
 * SPEC section 8: endpoints whose answer is returned raw, without the envelope check.
 * The statistics query list / aggregate data are exempt too, but the spec does not give their
 * paths: pass them through `ApiClientOptions.exemptPaths`. The make-up-time saves use assumed
 * paths (see the OpenAPI description) and are listed here.
 */
export const ENVELOPE_EXEMPT_PATHS: readonly string[] = [
  '/v2/api/gdzyz/auth/login/org/password',
  '/v2/api/gdzyz/manage/pc/usersAdmin/auditStatic',
  '/api/hszh/pcLoginToken',
  '/api/spaq/pcLoginToken',
  '/api/xfaq/pcLoginToken',
  ...Object.values(MAKEUP_SAVE_PATHS),
]

/** True when the request URL's path is, or ends with, one of `paths`. */
export const isExemptPath = (url: string, paths: readonly string[]): boolean => {
  const pathname = new URL(url, 'http://localhost').pathname.replace(/\/+$/, '')
  return paths.some((path) => pathname === path || pathname.endsWith(path))
}
