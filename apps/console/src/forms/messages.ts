import type { i18n } from 'i18next'
import { useTranslation } from 'react-i18next'

/** Texts of the forms, list actions and the unsaved-changes prompt (namespace app, `forms.*`). */
const zhCN = {
  forms: {
    submit: '提交',
    save: '保存',
    submitting: '提交中…',
    saved: '保存成功',
    done: '提交成功',
    reset: '重置',
    required: '请输入{{label}}',
    requiredChoice: '请选择{{label}}',
    tooLong: '不能超过{{count}}个字',
    tooSmall: '不能小于{{min}}',
    tooBig: '不能大于{{max}}',
    notNumber: '请输入数字',
    choose: '请选择',
    loading: '加载中…',
    loadFailed: '数据加载失败：{{message}}',
    retry: '重试',
    badId: '记录编号无效，请从列表中打开',
    unsaved: {
      title: '提示',
      message: '有未保存的修改，确定离开？',
      leave: '离开',
      stay: '取消',
    },
    draft: {
      found: '发现 {{time}} 自动保存的草稿，是否恢复？',
      restore: '恢复草稿',
      discard: '丢弃',
    },
    actions: {
      confirm: '确定',
      cancel: '取消',
      done: '操作成功',
      deleted: '已删除',
    },
    fields: {
      account: '账号',
      password: '密码',
      name: '姓名',
      mobile: '手机号',
      idCard: '身份证号',
      email: '邮箱',
      roleName: '角色',
      district: '所属地区',
      initialPassword: '初始密码',
      remark: '备注',
      orgName: '组织名称',
      orgNameEn: '英文名称',
      orgType: '组织类型',
      creditCode: '统一社会信用代码',
      contactName: '联系人',
      contactPhone: '联系电话',
      telephone: '联系电话',
      certifierName: '证明人',
      website: '网站地址',
      address: '地址',
      establishDate: '成立日期',
      intro: '组织简介',
      targetOrgName: '目标组织名称',
      targetAccount: '接收管理员账号',
      newPassword: '新密码',
      receiverMobile: '接收人手机号',
      title: '消息标题',
      content: '消息内容',
    },
    options: {
      roleCounty: '区县管理员',
      roleOrg: '组织管理员',
      roleGroup: '团体管理员',
      orgTypeOrg: '志愿服务组织',
      orgTypeGroup: '志愿服务团体',
    },
    hints: {
      account: '以字母开头的字母和数字组合，8-20位',
      strongPassword: '8-20位，需包含大写、小写字母及数字，可用 _ @ .',
      password2: '6-12位字母和数字组合，区分大小写',
      password: '6-10位字母或数字',
      noChinese: '请使用英文字母、数字或符号',
      targetOrg: '选中的组织将归属到该组织',
      sendAll: '消息将发送给本组织的全体志愿者',
    },
    list: {
      addAdmin: '添加下级管理员',
      inviteOperator: '邀请添加运营者',
      addOrg: '添加组织',
      enable: '启用',
      disable: '停用',
      remove: '删除',
      resetPassword: '重置密码',
      transfer: '转移权限',
      batchTransfer: '批量转移',
      confirmDisable: '确定停用该管理员？停用后该账号无法登录。',
      confirmEnable: '确定启用该管理员？',
      confirmRemove: '确定删除该管理员？删除后不可恢复。',
      confirmTransfer: '确定将选中的 {{count}} 个组织转移到目标组织？',
    },
  },
}

type Messages = typeof zhCN

const zhTW: Messages = {
  forms: {
    submit: '提交',
    save: '儲存',
    submitting: '提交中…',
    saved: '儲存成功',
    done: '提交成功',
    reset: '重設',
    required: '請輸入{{label}}',
    requiredChoice: '請選擇{{label}}',
    tooLong: '不能超過{{count}}個字',
    tooSmall: '不能小於{{min}}',
    tooBig: '不能大於{{max}}',
    notNumber: '請輸入數字',
    choose: '請選擇',
    loading: '載入中…',
    loadFailed: '資料載入失敗：{{message}}',
    retry: '重試',
    badId: '記錄編號無效，請從列表中開啟',
    unsaved: {
      title: '提示',
      message: '有未儲存的修改，確定離開？',
      leave: '離開',
      stay: '取消',
    },
    draft: {
      found: '發現 {{time}} 自動儲存的草稿，是否恢復？',
      restore: '恢復草稿',
      discard: '捨棄',
    },
    actions: {
      confirm: '確定',
      cancel: '取消',
      done: '操作成功',
      deleted: '已刪除',
    },
    fields: {
      account: '帳號',
      password: '密碼',
      name: '姓名',
      mobile: '手機號',
      idCard: '身分證號',
      email: '信箱',
      roleName: '角色',
      district: '所屬地區',
      initialPassword: '初始密碼',
      remark: '備註',
      orgName: '組織名稱',
      orgNameEn: '英文名稱',
      orgType: '組織類型',
      creditCode: '統一社會信用代碼',
      contactName: '聯絡人',
      contactPhone: '聯絡電話',
      telephone: '聯絡電話',
      certifierName: '證明人',
      website: '網站位址',
      address: '地址',
      establishDate: '成立日期',
      intro: '組織簡介',
      targetOrgName: '目標組織名稱',
      targetAccount: '接收管理員帳號',
      newPassword: '新密碼',
      receiverMobile: '接收人手機號',
      title: '訊息標題',
      content: '訊息內容',
    },
    options: {
      roleCounty: '區縣管理員',
      roleOrg: '組織管理員',
      roleGroup: '團體管理員',
      orgTypeOrg: '志願服務組織',
      orgTypeGroup: '志願服務團體',
    },
    hints: {
      account: '以字母開頭的字母和數字組合，8-20位',
      strongPassword: '8-20位，需包含大寫、小寫字母及數字，可用 _ @ .',
      password2: '6-12位字母和數字組合，區分大小寫',
      password: '6-10位字母或數字',
      noChinese: '請使用英文字母、數字或符號',
      targetOrg: '選取的組織將歸屬到該組織',
      sendAll: '訊息將傳送給本組織的全體志願者',
    },
    list: {
      addAdmin: '新增下級管理員',
      inviteOperator: '邀請新增營運者',
      addOrg: '新增組織',
      enable: '啟用',
      disable: '停用',
      remove: '刪除',
      resetPassword: '重設密碼',
      transfer: '轉移權限',
      batchTransfer: '批次轉移',
      confirmDisable: '確定停用該管理員？停用後該帳號無法登入。',
      confirmEnable: '確定啟用該管理員？',
      confirmRemove: '確定刪除該管理員？刪除後無法復原。',
      confirmTransfer: '確定將選取的 {{count}} 個組織轉移到目標組織？',
    },
  },
}

export const formMessages = { 'zh-CN': zhCN, 'zh-TW': zhTW } as const

const registered = new WeakSet<i18n>()

/** Adds the form texts to the app namespace of `instance` (once); they load with the forms. */
export function registerFormMessages(instance: i18n): void {
  if (registered.has(instance)) return
  registered.add(instance)
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    instance.addResourceBundle(locale, 'app', formMessages[locale], true, false)
  }
}

/** `t` of namespace app with the form texts registered. */
export function useFormText() {
  const translation = useTranslation('app')
  registerFormMessages(translation.i18n)
  return translation.t
}
