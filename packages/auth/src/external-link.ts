const EXTERNAL = /^(?:https?:|mailto:|tel:)/i

/** Links that open outside the app, in a new tab (SPEC section 2). */
export function isExternalLink(path: string): boolean {
  return EXTERNAL.test(path)
}

/** Special permissions that open an external site, with the site whose login token they carry. */
export const SPECIAL_PERMISSIONS = {
  hszh_indexview: 'hszh',
  sjj_indexview: 'spaq',
  xfaq_indexview: 'xfaq',
} as const

export type SpecialPermission = keyof typeof SPECIAL_PERMISSIONS

/**
 * The address opened for a special permission: `base` (from configuration, https
 * only) with `token` and `host` added as encoded query parameters. Throws a
 * TypeError for any other base, so a misconfiguration cannot leak the token.
 * Open the result with `window.open(url, '_blank', 'noopener,noreferrer')`.
 */
export function externalSiteUrl(base: string, params: { token: string; host: string }): string {
  let url: URL | undefined
  try {
    url = new URL(base)
  } catch {
    // Reported below with the same error as a non-https base.
  }
  if (url?.protocol !== 'https:' || url.username || url.password) {
    throw new TypeError('externalSiteUrl: base must be an absolute https URL')
  }
  url.searchParams.set('token', params.token)
  url.searchParams.set('host', params.host)
  return url.href
}
