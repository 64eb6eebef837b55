import type { i18n } from 'i18next'
import type { Shape } from './messages'

/**
 * Strings of the console's own pages (namespace `app`): they load with the first page's code,
 * not with the entry, which only needs the shell's strings.
 */
const zhCN = {
  login: {
    title: '广东i志愿后台管理系统',
    subtitle: '开发环境登录',
    userName: '用户名',
    password: '密码',
    submit: '登录',
    submitting: '登录中…',
    required: '请输入{{field}}',
    captchaRequired: '请先完成滑块验证',
    failed: '登录失败：{{message}}',
    demoAccounts: '演示账号（密码 {{password}}）',
  },
  slider: {
    label: '向右拖动滑块完成验证',
    done: '验证通过',
  },
  dashboard: {
    welcome: '欢迎，{{name}}',
    profile: '我的资料',
    userName: '用户名',
    adminId: '管理员编号',
    mobile: '手机号码',
    groupId: '角色组',
    districtId: '所属组织编号',
    superAdmin: '超级管理员',
    banned: '已封禁',
    pending: '待处理审核',
    pendingNone: '暂无统计数据',
    count: '{{count}} 项',
  },
  profile: {
    avatar: '头像',
    userName: '用户名',
    mobile: '手机号码',
    save: '保存',
    saving: '保存中…',
    saved: '保存成功',
    loadFailed: '个人资料加载失败',
  },
  password: {
    old: '原密码',
    new: '新密码',
    confirm: '确认新密码',
    mismatch: '两次输入的密码不一致',
    sameAsOld: '新密码不能与原密码相同',
    submit: '修改密码',
    done: '密码修改成功',
  },
  notFound: {
    title: '404',
    message: '抱歉，您访问的页面不存在',
    back: '返回首页',
  },
  forbidden: {
    title: '403',
    message: '无权访问该页面',
    back: '返回首页',
  },
  bootstrapFailed: {
    title: '权限加载失败',
    message: '未能加载您的权限和菜单，页面暂时无法显示。请检查网络后重试。',
    retry: '重试',
    retrying: '正在重试…',
  },
  externalGroup: {
    intro: '此栏目的内容位于外部站点，将在新标签页打开：',
  },
  iframe: {
    unknown: '无法打开该页面：菜单编码“{{code}}”未配置',
    frameTitle: '外部页面：{{title}}',
    fallbackTitle: '外部页面',
  },
  external: {
    opening: '正在打开外部站点…',
    failed: '无法获取外部站点的登录凭证',
    blocked: '浏览器阻止了新窗口，请允许弹出窗口后重试',
  },
}

const zhTW: Shape<typeof zhCN> = {
  login: {
    title: '廣東i志願後台管理系統',
    subtitle: '開發環境登入',
    userName: '使用者名稱',
    password: '密碼',
    submit: '登入',
    submitting: '登入中…',
    required: '請輸入{{field}}',
    captchaRequired: '請先完成滑塊驗證',
    failed: '登入失敗：{{message}}',
    demoAccounts: '示範帳號（密碼 {{password}}）',
  },
  slider: {
    label: '向右拖動滑塊完成驗證',
    done: '驗證通過',
  },
  dashboard: {
    welcome: '歡迎，{{name}}',
    profile: '我的資料',
    userName: '使用者名稱',
    adminId: '管理員編號',
    mobile: '手機號碼',
    groupId: '角色組',
    districtId: '所屬組織編號',
    superAdmin: '超級管理員',
    banned: '已封禁',
    pending: '待處理審核',
    pendingNone: '暫無統計資料',
    count: '{{count}} 項',
  },
  profile: {
    avatar: '頭像',
    userName: '使用者名稱',
    mobile: '手機號碼',
    save: '儲存',
    saving: '儲存中…',
    saved: '儲存成功',
    loadFailed: '個人資料載入失敗',
  },
  password: {
    old: '原密碼',
    new: '新密碼',
    confirm: '確認新密碼',
    mismatch: '兩次輸入的密碼不一致',
    sameAsOld: '新密碼不能與原密碼相同',
    submit: '修改密碼',
    done: '密碼修改成功',
  },
  notFound: {
    title: '404',
    message: '抱歉，您造訪的頁面不存在',
    back: '返回首頁',
  },
  forbidden: {
    title: '403',
    message: '無權存取該頁面',
    back: '返回首頁',
  },
  bootstrapFailed: {
    title: '權限載入失敗',
    message: '未能載入您的權限和選單，頁面暫時無法顯示。請檢查網路後重試。',
    retry: '重試',
    retrying: '正在重試…',
  },
  externalGroup: {
    intro: '此欄目的內容位於外部站點，將在新分頁開啟：',
  },
  iframe: {
    unknown: '無法開啟該頁面：選單編碼「{{code}}」未設定',
    frameTitle: '外部頁面：{{title}}',
    fallbackTitle: '外部頁面',
  },
  external: {
    opening: '正在開啟外部站點…',
    failed: '無法取得外部站點的登入憑證',
    blocked: '瀏覽器封鎖了新視窗，請允許彈出視窗後重試',
  },
}

export const pageMessages = { 'zh-CN': zhCN, 'zh-TW': zhTW } as const

const registered = new WeakSet<i18n>()

/** Adds the page strings to the app namespace of `instance` (once per instance). */
export function registerPageMessages(instance: i18n): void {
  if (registered.has(instance)) return
  registered.add(instance)
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    instance.addResourceBundle(locale, 'app', pageMessages[locale], true, false)
  }
}
