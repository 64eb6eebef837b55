import { group, hidden, page } from '../define'

export const system = group(
  '/system',
  ['系统管理', '系統管理'],
  { permission: 'sys_model', icon: 'system' },
  [
    page('role', ['角色管理', '角色管理'], { permission: 'role' }),
    hidden('role_permission', ['权限分配', '權限分配']),
    hidden('role_menu', ['角色菜单分配', '角色菜單分配']),
    page('sms_verification', ['短信验证管理', '短信驗證管理'], { permission: 'sms_verification' }),
  ],
)

export const shopApiModel = group(
  '/shop_api_model',
  ['商城管理', '商城管理'],
  { permission: 'shop_api_model', icon: 'shop' },
  [page('shop_list', ['商城列表', '商城列表'], { permission: 'shop_list' })],
)

export const dataHandleModel = group(
  '/data_handle_model',
  ['数据处理', '數據處理'],
  { permission: 'data_handle_model', icon: 'tools' },
  [page('users_handle_list', ['人员处理', '人員處理'], { permission: 'users_handle_list' })],
)

export const violation = group(
  '/violation',
  ['违规管理', '違規管理'],
  { permission: 'illegal_model', icon: 'violation' },
  [
    page('batch_hand_violation_time', ['批量处理违规时长', '批量處理違規時長'], {
      permission: 'batch_hand_violation_time',
    }),
  ],
)

export const disciplineZone = group(
  '/discipline-zone',
  ['纪律专区', '紀律專區'],
  { permission: 'disciplines_model', icon: 'discipline' },
  [
    page('organization_delete', ['组织删除', '組織刪除'], { permission: 'organization_delete' }),
    page('organization_focus', ['组织关注', '組織關注'], { permission: 'organization_focus' }),
    page('organization_ban', ['组织封禁', '組織封禁'], { permission: 'organization_ban' }),
    page('mission_export', ['活动导出', '活動導出'], { permission: 'mission_export' }),
    page('idcard_blacklist', ['身份证号黑名单', '身份證號黑名單'], {
      permission: 'idcard_blacklist',
    }),
    page('volunteer_focus', ['志愿者关注', '志願者關注'], { permission: 'volunteer_focus' }),
    page('volunteer_ban', ['志愿者封禁', '志願者封禁'], { permission: 'volunteer_ban' }),
  ],
)

export const needSupply = group(
  '/need_supply_management',
  ['供需对接平台', '供需對接平台'],
  { permission: 'need_supply_management', icon: 'supply-demand' },
  [
    page('point_regulation', ['积分规则', '積分規則'], { permission: 'point_regulation' }),
    page('point_stat', ['积分统计', '積分統計'], { permission: 'point_stat' }),
    page('need_management', ['需求管理', '需求管理'], { permission: 'need_management' }),
    page('supply_list_management', ['供给管理', '供給管理'], {
      permission: 'supply_list_management',
    }),
    page('banner_list', ['轮播图管理', '輪播圖管理'], { permission: 'banner_list' }),
    page('pair_supply_management', ['供给对接管理', '供給對接管理'], {
      permission: 'pair_supply_management',
    }),
    page('pair_demand_management', ['需求对接管理', '需求對接管理'], {
      permission: 'pair_demand_management',
    }),
    page('init_demand_list_management', ['初始需求管理', '初始需求管理'], {
      permission: 'init_demand_list_management',
    }),
  ],
)
