import { group, hidden, page } from '../define'

export const volunteerCard = group(
  '/volunteerCard',
  ['志愿者证管理', '志願者證管理'],
  { permission: 'zyzz_mgr', icon: 'card' },
  [
    page('clothe_query', ['服装进度查询', '服裝進度查詢'], { permission: 'clothe_query' }),
    page('bank_baranch', ['银行网点', '銀行網點'], { permission: 'bank_baranch' }),
    page('bank_branch_add', ['添加银行网点', '添加銀行網點'], { permission: 'bank_branch_add' }),
    hidden('bank_branch_edit', ['编辑银行网点', '編輯銀行網點'], 'bank_branch_edit'),
    page('batch_import_card', ['批量导入制证', '批量導入製證'], { permission: 'batch_import' }),
    page('registration_record_query', ['制证申请记录', '製證申請記錄'], {
      permission: 'bank_query',
    }),
    page('donation_detail', ['捐赠明细查询', '捐贈明細查詢'], { permission: 'donation_list' }),
  ],
)

export const contestModel = group(
  '/contest_model',
  ['青年志愿服务大赛', '青年志願服務大賽'],
  { permission: 'contest_model', icon: 'contest' },
  [
    page('project_contest_audit', ['项目大赛审核', '項目大賽審核'], {
      permission: 'project_contest_audit',
    }),
    page('special_contest_audit', ['专项赛审核', '專項賽審核'], {
      permission: 'special_contest_audit',
    }),
    page('demonstration_org_audit', ['示范志愿服务组织审核', '示範志願服務組織審核'], {
      permission: 'demonstration_org_audit',
    }),
    page('venture_contest_audit', ['公益创投大赛审核', '公益創投大賽審核'], {
      permission: 'venture_contest_audit',
    }),
    page('venture_project_audit', ['公益创投项目审核', '公益創投項目審核'], {
      permission: 'venture_project_audit',
    }),
    page('project_contest_my_mission_list', ['项目大赛我的申报', '項目大賽我的申報'], {
      permission: 'project_contest_my_mission_list',
    }),
    page('special_contest_my_mission_list', ['专项赛我的申报', '專項賽我的申報'], {
      permission: 'special_contest_my_mission_list',
    }),
    page('demonstration_org_my_mission_list', ['示范组织我的申报', '示範組織我的申報'], {
      permission: 'demonstration_org_my_mission_list',
    }),
    page('venture_contest_my_mission_list', ['公益创投大赛我的申报', '公益創投大賽我的申報'], {
      permission: 'venture_contest_my_mission_list',
    }),
    page('venture_project_my_mission_list', ['公益创投项目我的申报', '公益創投項目我的申報'], {
      permission: 'venture_project_my_mission_list',
    }),
    page('project_allocation', ['项目分配', '項目分配'], { permission: 'project_allocation' }),
    page('contest_mission_statistics', ['申报记录', '申報記錄'], {
      permission: 'contest_mission_statistics',
    }),
    page('mission_training_list', ['培训内容', '培訓內容'], {
      permission: 'mission_training_list',
    }),
  ],
)
