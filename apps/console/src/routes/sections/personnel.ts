import { group, hidden, page } from '../define'

export const personnel = group(
  '/personnel',
  ['人员管理', '人員管理'],
  { permission: 'volunteer_model', icon: 'people' },
  [
    page('regist_audit', ['实名制校验', '實名制校驗'], { permission: 'regist_audit' }),
    page('organization_apply', ['加入组织审核', '加入組織審核'], {
      permission: 'user_district_audit',
    }),
    page('volunteer_query', ['志愿者查询', '志願者查詢'], { permission: 'search_user' }),
    page('retrieve_password_appeal', ['志愿者找回密码申诉', '志願者找回密碼申訴'], {
      permission: 'user_appeal',
    }),
  ],
)

export const organization = group(
  '/organization',
  ['组织团体管理', '組織團體管理'],
  { permission: 'district_model', icon: 'organization' },
  [
    page(
      'group_belonging_organization_appeal',
      ['新注册团体归属组织审核', '新註冊團體歸屬組織審核'],
      {
        permission: 'org_audit',
      },
    ),
    page(
      'organization_belonging_organization_appeal',
      ['新注册组织归属组织审核', '新註冊組織歸屬組織審核'],
      { permission: 'mzb_audit_next' },
    ),
    page(
      'organization_civil_affairs_appeal',
      ['新注册组织民政部门审核', '新註冊組織民政部門審核'],
      {
        permission: 'mzb_audit',
      },
    ),
    page('tuanwei_appeal', ['省市区县团委审核', '省市區縣團委審核'], { permission: 'tw_audit' }),
    page('organize_affiliated_audit', ['组织挂靠审核', '組織掛靠審核'], {
      permission: 'district_depend',
    }),
    page('belonging_organization_change_appeal', ['归属组织变更审核', '歸屬組織變更審核'], {
      permission: 'org_change',
    }),
    page('keep_record_change_appeal', ['登记备案情况变更审核', '登記備案情況變更審核'], {
      permission: 'mzb_change',
    }),
    page('admin_operator_settings', ['管理员运营者设置', '管理員運營者設置'], {
      permission: 'search_admin',
    }),
    page('permission_transfer', ['管理员权限转移', '管理員權限轉移'], {
      permission: 'transfer_permission',
    }),
    page('add_subordinate_admin', ['添加下级管理员', '添加下級管理員'], {
      permission: 'add_admin',
    }),
    page('invitation_add_operator', ['邀请添加运营者', '邀請添加運營者'], {
      permission: 'invite_operator',
    }),
    page('organization_tree', ['组织树', '組織樹'], { permission: 'district_tree_list' }),
    page('retrieve_password_appeal', ['管理员找回密码申诉', '管理員找回密碼申訴'], {
      permission: 'admin_appeal',
    }),
    hidden('organization_add', ['添加组织', '添加組織'], 'volunteer_move_users'),
    hidden('organization_transfer', ['批量转移组织', '批量轉移組織'], 'volunteer_transfer_users'),
  ],
)

export const personalCenter = group(
  '/personalCenter',
  ['个人中心', '個人中心'],
  { permission: 'personal_center', icon: 'user' },
  [
    page('my_news', ['我的消息', '我的消息'], { permission: 'personal_message_list' }),
    page('edit_my_info', ['个人资料', '個人資料'], { permission: 'edit_my_info' }),
    page('organization_data', ['组织团体资料', '組織團體資料'], { permission: 'edit_my_org_inf' }),
    page('change_password', ['修改登录密码', '修改登入密碼'], { permission: 'edit_pwd' }),
    hidden('message_send_personal', ['组织消息个人发送', '組織消息個人發送']),
    hidden('message_send_organization', ['组织消息全体发送', '組織消息全體發送']),
  ],
)
