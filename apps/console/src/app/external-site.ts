import { type ApiClient, getExternalLoginToken } from '@gdzyz/api-client'
import { externalSiteUrl, SPECIAL_PERMISSIONS, type SpecialPermission } from '@gdzyz/auth'
import { appConfig } from '../runtime-config/app-config'

/**
 * Opens the external site of a special permission in a new window, carrying a fresh login
 * token and the current host. `noopener,noreferrer` keeps the token out of the opener and
 * the Referer. Resolves false when the token call failed (the api-client showed the error).
 */
export async function openExternalSite(
  api: ApiClient,
  permission: SpecialPermission,
  open: (url: string) => void = (url) => window.open(url, '_blank', 'noopener,noreferrer'),
): Promise<boolean> {
  const site = SPECIAL_PERMISSIONS[permission]
  let token: string
  try {
    token = await getExternalLoginToken(api, site)
  } catch {
    return false
  }
  open(externalSiteUrl(appConfig().partnerSites[site], { token, host: window.location.host }))
  return true
}
