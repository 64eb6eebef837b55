import type { AppRoute } from '@gdzyz/auth'

const t = (zhCN: string, zhTW: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW })

/** A filtered route tree like the console's, for tests and stories. */
export const demoRoutes: AppRoute[] = [
  {
    path: '/',
    redirect: '/dashboard',
    children: [
      { path: 'dashboard', meta: { title: t('首页', '首頁'), icon: 'dashboard', affix: true } },
    ],
  },
  {
    path: '/personnel',
    redirect: '/personnel/regist_audit',
    meta: { title: t('人员管理', '人員管理'), icon: 'people', permission: 'volunteer_model' },
    children: [
      {
        path: 'regist_audit',
        meta: { title: t('实名制校验', '實名制校驗'), permission: 'regist_audit' },
      },
      { path: 'organization_apply', meta: { title: t('加入组织审核', '加入組織審核') } },
      { path: 'volunteer_query', meta: { title: t('志愿者查询', '志願者查詢') } },
      {
        path: 'retrieve_password_appeal',
        meta: { title: t('志愿者找回密码申诉', '志願者找回密碼申訴') },
      },
    ],
  },
  {
    path: '/activity',
    meta: { title: t('活动管理', '活動管理'), icon: 'activity' },
    children: [
      { path: 'mission_add_step1', meta: { title: t('活动发布', '活動發佈') } },
      { path: 'mission_query', meta: { title: t('活动查询', '活動查詢') } },
      { path: 'mission_detail', meta: { title: t('活动查看', '活動查看'), hidden: true } },
    ],
  },
  {
    path: '/sms_model',
    meta: { title: t('短信管理', '簡訊管理'), icon: 'message' },
    children: [{ path: 'sms_list', meta: { title: t('短信列表', '簡訊列表') } }],
  },
  {
    path: '/system',
    meta: { title: t('系统管理', '系統管理'), icon: 'system' },
    children: [
      { path: 'role', meta: { title: t('角色管理', '角色管理') } },
      { path: 'sms_verification', meta: { title: t('短信验证管理', '簡訊驗證管理') } },
    ],
  },
  {
    path: '/other_model',
    meta: { title: t('其他', '其他'), icon: 'link', alwaysShow: true },
    children: [{ path: 'https://search.example.org/', meta: { title: t('外链示例', '外鏈示例') } }],
  },
  {
    path: '/hszh_management',
    meta: { title: t('红十字志愿服务', '紅十字志願服務'), icon: 'red-cross' },
    children: [
      {
        path: 'index',
        meta: { title: t('红十字志愿服务', '紅十字志願服務'), permission: 'hszh_indexview' },
      },
    ],
  },
]
