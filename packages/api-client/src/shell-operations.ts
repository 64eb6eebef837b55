import { ApiError } from './api-error'
import type {
  AdminProfile,
  Announcement,
  AnnouncementParams,
  ApiClient,
  AuditStatic,
  ChangePasswordBody,
  MenuNode,
  PermissionEntry,
  UpdateMyInfoBody,
} from './types'
import { unwrap } from './unwrap'

export const getLeftMenu = async (client: ApiClient): Promise<MenuNode[]> =>
  (unwrap(await client.GET('/v2/api/gdzyz/manage/pc/common/menutree/leftMenu')).data ??
    []) as MenuNode[]

export const getPermissionList = async (client: ApiClient): Promise<PermissionEntry[]> =>
  unwrap(await client.GET('/v2/api/gdzyz/manage/pc/common/menutree/permissionList')).data ?? []

export const getMyInfo = async (client: ApiClient): Promise<AdminProfile> =>
  unwrap(await client.GET('/v2/api/gdzyz/manage/pc/usersAdmin/preEditMyInfo')).data as AdminProfile

/** User audit statistics (envelope-exempt; shape assumed). */
export const getAuditStatic = async (client: ApiClient): Promise<AuditStatic> =>
  unwrap(await client.GET('/v2/api/gdzyz/manage/pc/usersAdmin/auditStatic')).data

/** Announcements; the answer is used only when its code is "1", anything else gives []. */
export const getAnnouncements = async (
  client: ApiClient,
  params: AnnouncementParams,
): Promise<Announcement[]> => {
  try {
    const body = unwrap(
      await client.GET('/v2/api/gdzyz/home/announcement/list', {
        params: { query: params.menuId ? params : { showType: params.showType } },
      }),
    )
    return body.code === '1' ? ((body.data ?? []) as Announcement[]) : []
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'envelope') return []
    throw error
  }
}

/** Saves the profile (call assumed). */
export const updateMyInfo = async (client: ApiClient, body: UpdateMyInfoBody): Promise<void> => {
  unwrap(await client.POST('/v2/api/gdzyz/manage/pc/usersAdmin/editMyInfo', { body }))
}

/** Changes the password (call assumed); both passwords are lowercase hex MD5. */
export const changePassword = async (
  client: ApiClient,
  body: ChangePasswordBody,
): Promise<void> => {
  unwrap(await client.POST('/v2/api/gdzyz/manage/pc/usersAdmin/editPwd', { body }))
}
