import type { i18n } from 'i18next'

/** Labels of the website-content, resource and bank-branch forms (namespace app, `content.*`). */
const zhCN = {
  content: {
    fields: {
      title: '标题',
      content: '正文',
      bottomContent: '确认按钮文字',
      showType: '弹出方式',
      menuId: '菜单编号',
      category: '栏目',
      source: '来源',
      docNumber: '文号',
      issuingAuthority: '发布机关',
      imageUrl: '图片',
      link: '链接',
      position: '展示位置',
      sortNo: '排序',
      version: '版本号',
      platform: '平台',
      labelName: '标签名称',
      remark: '备注',
      resourceName: '资源名称',
      resourceType: '资源类型',
      orgName: '所属组织',
      district: '所属地区',
      contactName: '联系人',
      mobile: '联系手机',
      address: '地址',
      branchName: '网点名称',
      bankName: '所属银行',
      telephone: '联系电话',
      businessHours: '营业时间',
    },
    hints: {
      bottomContent: '不填时显示“我知道了”',
      menuId: '弹出方式为“打开指定页面时”时填写该页面的菜单编号',
      link: '以 https:// 开头的网址，或以 / 开头的站内路径；不填则图片不可点击',
      sortNo: '1-99，数字小的排在前面',
      version: '如 v5.2.0，不能含中文',
    },
    options: {
      showAtStart: '登录后弹出',
      showOnPage: '打开指定页面时弹出',
    },
    actions: {
      addAnnouncement: '添加公告',
      addArticle: '添加文章',
      addPolicy: '添加政策法规',
      addBanner: '添加图片',
      addVersion: '添加版本公告',
      edit: '编辑',
      viewArticle: '查看正文',
      addResource: '添加资源',
      addBranch: '添加网点',
      delete: '删除',
      rename: '重命名',
      confirmDelete: '确定删除该记录？删除后无法恢复。',
      confirmDeleteLabel: '确定删除该标签？已使用该标签的活动将不再显示它。',
    },
  },
}

type Messages = typeof zhCN

const zhTW: Messages = {
  content: {
    fields: {
      title: '標題',
      content: '內文',
      bottomContent: '確認按鈕文字',
      showType: '彈出方式',
      menuId: '選單編號',
      category: '欄目',
      source: '來源',
      docNumber: '文號',
      issuingAuthority: '發佈機關',
      imageUrl: '圖片',
      link: '連結',
      position: '展示位置',
      sortNo: '排序',
      version: '版本號',
      platform: '平台',
      labelName: '標籤名稱',
      remark: '備註',
      resourceName: '資源名稱',
      resourceType: '資源類型',
      orgName: '所屬組織',
      district: '所屬地區',
      contactName: '聯絡人',
      mobile: '聯絡手機',
      address: '地址',
      branchName: '網點名稱',
      bankName: '所屬銀行',
      telephone: '聯絡電話',
      businessHours: '營業時間',
    },
    hints: {
      bottomContent: '不填時顯示「我知道了」',
      menuId: '彈出方式為「開啟指定頁面時」時填寫該頁面的選單編號',
      link: '以 https:// 開頭的網址，或以 / 開頭的站內路徑；不填則圖片不可點擊',
      sortNo: '1-99，數字小的排在前面',
      version: '如 v5.2.0，不能含中文',
    },
    options: {
      showAtStart: '登入後彈出',
      showOnPage: '開啟指定頁面時彈出',
    },
    actions: {
      addAnnouncement: '新增公告',
      addArticle: '新增文章',
      addPolicy: '新增政策法規',
      addBanner: '新增圖片',
      addVersion: '新增版本公告',
      edit: '編輯',
      viewArticle: '檢視內文',
      addResource: '新增資源',
      addBranch: '新增網點',
      delete: '刪除',
      rename: '重新命名',
      confirmDelete: '確定刪除該記錄？刪除後無法復原。',
      confirmDeleteLabel: '確定刪除該標籤？已使用該標籤的活動將不再顯示它。',
    },
  },
}

export const contentFormMessages = { 'zh-CN': zhCN, 'zh-TW': zhTW } as const

const registered = new WeakSet<i18n>()

/** Adds the content forms' labels to the app namespace of `instance` (once). */
export function registerContentFormMessages(instance: i18n): void {
  if (registered.has(instance)) return
  registered.add(instance)
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    instance.addResourceBundle(locale, 'app', contentFormMessages[locale], true, false)
  }
}
