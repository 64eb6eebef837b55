import type { Locale } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'

const zhCN = {
  tree: '组织树',
  search: '搜索组织',
  searchPlaceholder: '组织、团体或地区名称',
  searchButton: '搜索',
  clear: '清除',
  found: '找到 {{total}} 个结果',
  foundFirst: '找到 {{total}} 个结果，显示前 {{shown}} 个',
  none: '没有找到名称包含“{{keyword}}”的组织',
  keywordTooLong: '搜索内容不能超过30个字',
  loading: '加载中…',
  loadFailed: '加载失败：{{msg}}',
  count: '{{count}} 个组织团体',
  detail: '节点详情',
  pick: '在左侧选择一个节点查看详情',
  kind: '类型',
  code: '行政区划代码',
  below: '下属组织团体',
  orgType: '组织类型',
  creditCode: '统一社会信用代码',
  contactName: '联系人',
  mobile: '联系电话',
  memberCount: '成员数',
  address: '地址',
  status: '状态',
  createTime: '注册时间',
  statusOn: '正常',
  statusOff: '停用',
  province: '省',
  city: '市',
  district: '区县',
  organization: '组织',
  group: '团体',
}

type Messages = typeof zhCN

const zhTW: Messages = {
  tree: '組織樹',
  search: '搜尋組織',
  searchPlaceholder: '組織、團體或地區名稱',
  searchButton: '搜尋',
  clear: '清除',
  found: '找到 {{total}} 個結果',
  foundFirst: '找到 {{total}} 個結果，顯示前 {{shown}} 個',
  none: '沒有找到名稱包含「{{keyword}}」的組織',
  keywordTooLong: '搜尋內容不能超過30個字',
  loading: '載入中…',
  loadFailed: '載入失敗：{{msg}}',
  count: '{{count}} 個組織團體',
  detail: '節點詳情',
  pick: '在左側選擇一個節點查看詳情',
  kind: '類型',
  code: '行政區劃代碼',
  below: '下屬組織團體',
  orgType: '組織類型',
  creditCode: '統一社會信用代碼',
  contactName: '聯絡人',
  mobile: '聯絡電話',
  memberCount: '成員數',
  address: '地址',
  status: '狀態',
  createTime: '註冊時間',
  statusOn: '正常',
  statusOff: '停用',
  province: '省',
  city: '市',
  district: '區縣',
  organization: '組織',
  group: '團體',
}

export const orgTreeMessages: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

export type OrgTreeText = Messages

export function useOrgTreeText(): Messages {
  return orgTreeMessages[useLocale()]
}
