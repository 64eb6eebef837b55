import type { ApiClient } from '@gdzyz/api-client'
import {
  getLeftMenu,
  getMyInfo,
  getPermissionList,
  loginByOrgPassword,
  logout,
} from '@gdzyz/api-client'
import type { AuthApi } from './auth-api'

/** Binds the `AuthApi` port to the @gdzyz/api-client operations. */
export function authApiFromClient(client: ApiClient): AuthApi {
  return {
    login: (form) => loginByOrgPassword(client, form),
    logout: () => logout(client),
    getMyInfo: () => getMyInfo(client),
    getPermissionList: () => getPermissionList(client),
    getLeftMenu: () => getLeftMenu(client),
  }
}
