import { group, hidden, page } from '../define'

export const website = group(
  '/website',
  ['网站管理', '網站管理'],
  { permission: 'site_model', icon: 'website' },
  [
    page('announcement', ['公告列表', '公告列表'], { permission: 'announcement' }),
    page('announcement_add', ['添加公告', '添加公告'], { permission: 'announcement_add' }),
    hidden('announcement_edit', ['编辑公告', '編輯公告'], 'announcement_update'),
    page('information', ['文章列表', '文章列表'], { permission: 'information' }),
    hidden('information_view', ['查看文章', '查看文章'], 'information_view'),
    hidden('information_edit', ['编辑文章', '編輯文章'], 'information_edit'),
    page('information_add', ['添加文章', '添加文章'], { permission: 'information_add' }),
    page('policies_regulations', ['政策法规列表', '政策法規列表'], {
      permission: 'policies_regulations',
    }),
    hidden(
      'policies_regulations_edit',
      ['编辑政策法规', '編輯政策法規'],
      'policies_regulations_edit',
    ),
    page('policies_regulations_add', ['添加政策法规', '添加政策法規'], {
      permission: 'policies_regulations_add',
    }),
    page('banner', ['图片列表', '圖片列表'], { permission: 'banner' }),
    page('banner_add', ['添加图片', '添加圖片'], { permission: 'banner_add' }),
    hidden('banner_edit', ['编辑图片', '編輯圖片'], 'picture_new_update'),
    page('user_log', ['用户行为日志', '用戶行為日誌'], { permission: 'action_log_list' }),
    page('volunteer_log', ['志愿者行为日志', '志願者行為日誌'], { permission: 'volunteer_log' }),
    page('version_update', ['版本公告', '版本公告'], { permission: 'version_list' }),
    page('version_update_add', ['添加版本公告', '添加版本公告'], {
      permission: 'version_update_add',
    }),
    page('activity_label', ['活动标签管理', '活動標籤管理'], {
      permission: 'mission_label_manage',
    }),
  ],
)

export const nwmAdmin = group(
  '/nwm_admin',
  ['新时代文明实践', '新時代文明實踐'],
  { permission: 'nwm_admin', icon: 'award' },
  [
    page('add_resource', ['添加资源', '添加資源'], { permission: 'add_resource' }),
    page('nwm_resource_list', ['资源列表', '資源列表'], { permission: 'nwm_resource_list' }),
  ],
)

export const statistical = group(
  '/statistical',
  ['数据统计', '數據統計'],
  { permission: 'statics_model', icon: 'statistics' },
  [
    page('base_statistical', ['基础数据统计', '基礎數據統計'], { permission: 'base_statistical' }),
    page('register_volunteer_statistical', ['注册志愿者证统计', '註冊志願者證統計'], {
      permission: 'register_volunteer_statistical',
    }),
    page('self_help_data', ['自助数据查询', '自助數據查詢'], { permission: 'self_help_data' }),
  ],
)

export const smsModel = group(
  '/sms_model',
  ['短信管理', '短信管理'],
  { permission: 'sms_model', icon: 'message' },
  [page('sms_list', ['短信列表', '短信列表'], { permission: 'sms_list' })],
)

export const complaintModel = group(
  '/complaint_model',
  ['举报管理', '舉報管理'],
  { permission: 'complaint_model', icon: 'complaint' },
  [
    page('complaint_list', ['举报处理', '舉報處理'], { permission: 'complaint_list' }),
    page('publicity_feedback', ['时长公示反馈', '時長公示反饋'], {
      permission: 'publicity_feedback',
    }),
  ],
)
