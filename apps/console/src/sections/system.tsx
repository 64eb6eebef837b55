import { descriptors } from '../lists/descriptors/system'
import { MenuGrantPage, PermissionGrantPage } from '../roles/grant-page'
import { RoleListPage } from '../roles/role-list-page'
import type { SectionPages } from './section-page'

/** Pages of /system: 角色管理 with its 权限分配 / 角色菜单分配, and the lists. */
export const pages: SectionPages = {
  ...descriptors,
  role: RoleListPage,
  role_permission: PermissionGrantPage,
  role_menu: MenuGrantPage,
}
