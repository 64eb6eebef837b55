/**
 * Groups and page permission codes of SPEC section 2, following the permission-code rule of the
 * route table (group code = model code or path segment; pages without a code use their segment).
 */
export interface CatalogSection {
  group: string
  pages: readonly string[]
}

export const PERMISSION_CATALOG: readonly CatalogSection[] = [
  {
    group: 'volunteer_model',
    pages: ['regist_audit', 'user_district_audit', 'search_user', 'user_appeal'],
  },
  {
    group: 'district_model',
    pages: [
      'org_audit',
      'mzb_audit_next',
      'mzb_audit',
      'tw_audit',
      'district_depend',
      'org_change',
      'mzb_change',
      'search_admin',
      'transfer_permission',
      'add_admin',
      'invite_operator',
      'district_tree_list',
      'admin_appeal',
      'volunteer_move_users',
      'volunteer_transfer_users',
    ],
  },
  {
    group: 'personal_center',
    pages: ['personal_message_list', 'edit_my_info', 'edit_my_org_inf', 'edit_pwd'],
  },
  {
    group: 'mission_model',
    pages: [
      'mission_add',
      'mission_active',
      'mission_active_realtime',
      'mission_active_his',
      'servicetime_log_audit_list',
      'mission_received_evaluation',
      'mission_add_his',
      'mission_active_invitehire',
      'mission_autoAttend',
    ],
  },
  { group: 'west_plan_model', pages: ['wp_home'] },
  {
    group: 'site_model',
    pages: [
      'announcement',
      'announcement_add',
      'announcement_update',
      'information',
      'information_view',
      'information_edit',
      'information_add',
      'policies_regulations',
      'policies_regulations_edit',
      'policies_regulations_add',
      'banner',
      'banner_add',
      'picture_new_update',
      'action_log_list',
      'volunteer_log',
      'version_list',
      'version_update_add',
      'mission_label_manage',
    ],
  },
  { group: 'nwm_admin', pages: ['add_resource', 'nwm_resource_list'] },
  {
    group: 'statics_model',
    pages: ['base_statistical', 'register_volunteer_statistical', 'self_help_data'],
  },
  { group: 'sms_model', pages: ['sms_list'] },
  { group: 'complaint_model', pages: ['complaint_list', 'publicity_feedback'] },
  {
    group: 'zyzz_mgr',
    pages: [
      'clothe_query',
      'bank_baranch',
      'bank_branch_add',
      'bank_branch_edit',
      'batch_import',
      'bank_query',
      'donation_list',
    ],
  },
  {
    group: 'contest_model',
    pages: [
      'project_contest_audit',
      'special_contest_audit',
      'demonstration_org_audit',
      'venture_contest_audit',
      'venture_project_audit',
      'project_contest_my_mission_list',
      'special_contest_my_mission_list',
      'demonstration_org_my_mission_list',
      'venture_contest_my_mission_list',
      'venture_project_my_mission_list',
      'project_allocation',
      'contest_mission_statistics',
      'mission_training_list',
    ],
  },
  { group: 'sys_model', pages: ['role', 'role_permission', 'role_menu', 'sms_verification'] },
  { group: 'shop_api_model', pages: ['shop_list'] },
  { group: 'data_handle_model', pages: ['users_handle_list'] },
  { group: 'illegal_model', pages: ['batch_hand_violation_time'] },
  { group: 'other_model', pages: [] },
  { group: 'hszh_management', pages: ['hszh_indexview'] },
  { group: 'sjj_management', pages: ['sjj_indexview'] },
  { group: 'xfaq_management', pages: ['xfaq_indexview'] },
  {
    group: 'need_supply_management',
    pages: [
      'point_regulation',
      'point_stat',
      'need_management',
      'supply_list_management',
      'banner_list',
      'pair_supply_management',
      'pair_demand_management',
      'init_demand_list_management',
    ],
  },
  {
    group: 'disciplines_model',
    pages: [
      'organization_delete',
      'organization_focus',
      'organization_ban',
      'mission_export',
      'idcard_blacklist',
      'volunteer_focus',
      'volunteer_ban',
    ],
  },
]

/** The three special codes that open external sites. */
export const SPECIAL_CODES = ['hszh_indexview', 'sjj_indexview', 'xfaq_indexview'] as const

/** Sections of a district administrator: personnel, activity, personal center, statistics. */
export const DISTRICT_ADMIN_GROUPS = [
  'volunteer_model',
  'mission_model',
  'personal_center',
  'statics_model',
] as const

export const codesOf = (groups: readonly string[] | 'all'): string[] =>
  PERMISSION_CATALOG.filter((s) => groups === 'all' || groups.includes(s.group)).flatMap((s) => [
    s.group,
    ...s.pages,
  ])
