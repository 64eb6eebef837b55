import type { ApiClient, LoginResponse, OrgPasswordLoginForm } from './types'
import { unwrap } from './unwrap'

const formEncode = (form: OrgPasswordLoginForm): string =>
  new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])).toString()

/**
 * Org password sign-in (envelope-exempt): resolves with the raw answer; the token is
 * `other.access_token`. `password` must already be the lowercase hex MD5.
 */
export const loginByOrgPassword = async (
  client: ApiClient,
  form: OrgPasswordLoginForm,
  headers?: Record<string, string>,
): Promise<LoginResponse> =>
  unwrap(
    await client.POST('/v2/api/gdzyz/auth/login/org/password', {
      body: form,
      bodySerializer: formEncode,
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  ) as LoginResponse

export const logout = async (client: ApiClient): Promise<void> => {
  unwrap(await client.GET('/v2/api/gdzyz/auth/login/loginOut'))
}
