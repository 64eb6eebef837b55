import { codesOf, DISTRICT_ADMIN_GROUPS, SPECIAL_CODES } from './permission-catalog'
import { DISTRICT_ROLE, SUPER_ROLE } from './roles'

/** Password shared by every demo account. */
export const DEMO_PASSWORD = 'Admin@2026'

export interface DemoAccount {
  userName: string
  /** Human description for the demo login screen. */
  description: string
  groupId: number
  adminId: bigint
  districtId: number
  mobile: string
  forbiddenState: 0 | 1
  /** The account's role: its permissions and menus are the role's, as changed in 角色管理. */
  roleCode: string
  /** The codes the account's role is seeded with. */
  permissionCodes: readonly string[]
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userName: 'gd_super',
    description: '超级管理员（groupId 1），拥有全部权限',
    groupId: 1,
    adminId: 1234567890123456789n,
    districtId: 440000,
    mobile: '13800000001',
    forbiddenState: 0,
    roleCode: SUPER_ROLE,
    permissionCodes: [...codesOf('all'), ...SPECIAL_CODES],
  },
  {
    userName: 'gz_admin',
    description: '区县管理员（groupId 3）：人员、活动、个人中心、统计',
    groupId: 3,
    adminId: 1234567890123456790n,
    districtId: 440100,
    mobile: '13800000002',
    forbiddenState: 0,
    roleCode: DISTRICT_ROLE,
    permissionCodes: codesOf(DISTRICT_ADMIN_GROUPS),
  },
  {
    userName: 'banned_admin',
    description: '已封禁账户（forbiddenState 1）',
    groupId: 3,
    adminId: 1234567890123456791n,
    districtId: 440300,
    mobile: '13800000003',
    forbiddenState: 1,
    roleCode: DISTRICT_ROLE,
    permissionCodes: codesOf(DISTRICT_ADMIN_GROUPS),
  },
]
