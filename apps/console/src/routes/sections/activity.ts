import { group, hidden, page } from '../define'

export const activity = group(
  '/activity',
  ['活动管理', '活動管理'],
  { permission: 'mission_model', icon: 'activity' },
  [
    page('mission_add_step1', ['活动发布', '活動發佈'], { permission: 'mission_add' }),
    page('mission_query', ['活动查询', '活動查詢'], { permission: 'mission_active' }),
    page('mission_active_realtime', ['实时活动补录', '實時活動補錄'], {
      permission: 'mission_active_realtime',
    }),
    page('mission_active_his', ['历史活动补录', '歷史活動補錄'], {
      permission: 'mission_active_his',
    }),
    page('mission_overlength_audit', ['超长时长审核', '超長時長審核'], {
      permission: 'servicetime_log_audit_list',
    }),
    page('mission_supp_audit_realtime', ['实时活动补录审核', '實時活動補錄審核'], {
      permission: 'mission_active_realtime',
    }),
    page('mission_supp_audit_his', ['历史活动补录审核', '歷史活動補錄審核'], {
      permission: 'mission_active_his',
    }),
    page('receive_comments', ['收到评价', '收到評價'], {
      permission: 'mission_received_evaluation',
    }),
    hidden('mission_add_step2', ['活动发布（第二步）', '活動發佈（第二步）'], 'mission_add'),
    hidden('mission_add_his', ['历史活动发布', '歷史活動發佈'], 'mission_add_his'),
    hidden('mission_modify', ['活动修改', '活動修改'], 'mission_add'),
    hidden('mission_query_more', ['活动查询（更多）', '活動查詢（更多）']),
    hidden('mission_summary', ['活动总结', '活動總結']),
    hidden('select_supplement_time', ['选择补录时间', '選擇補錄時間']),
    hidden('supplement_list', ['查看考勤情况', '查看考勤情況']),
    hidden('supplement_attr', ['补录考勤', '補錄考勤']),
    hidden('mission_attr', ['考勤', '考勤']),
    hidden('supplement_detail', ['提交补录材料', '提交補錄材料']),
    hidden('supplement_add', ['添加补录名单', '添加補錄名單']),
    hidden('mission_detail', ['活动查看', '活動查看']),
    hidden('attendance_volunteer', ['志愿者考勤', '志願者考勤']),
    hidden('invite_hire', ['邀请录用', '邀請錄用'], 'mission_active_invitehire'),
    hidden('mission_qrcode', ['刷新二维码', '刷新二維碼']),
    hidden('duration_correct', ['时长纠正', '時長糾正']),
    hidden('mission_service_log_list', ['考勤情况', '考勤情況']),
    hidden(
      'mission_auto_attend_list',
      ['自行签到签退确认', '自行簽到簽退確認'],
      'mission_autoAttend',
    ),
  ],
)
