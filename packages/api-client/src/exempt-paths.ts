/**
 * SPEC section 8: endpoints whose answer is returned raw, without the envelope check.
 * The statistics query list / aggregate data and the make-up-time saves are exempt too, but the
 * spec does not give their paths: pass them through `ApiClientOptions.exemptPaths`.
 */
export const ENVELOPE_EXEMPT_PATHS: readonly string[] = [
  '/v2/api/gdzyz/auth/login/org/password',
  '/v2/api/gdzyz/manage/pc/usersAdmin/auditStatic',
  '/api/hszh/pcLoginToken',
  '/api/spaq/pcLoginToken',
  '/api/xfaq/pcLoginToken',
]

/** True when the request URL's path is, or ends with, one of `paths`. */
export const isExemptPath = (url: string, paths: readonly string[]): boolean => {
  const pathname = new URL(url, 'http://localhost').pathname.replace(/\/+$/, '')
  return paths.some((path) => pathname === path || pathname.endsWith(path))
}
