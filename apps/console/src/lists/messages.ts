import type { Locale } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'

const zhCN = {
  filters: '筛选条件',
  keyword: '关键字',
  status: '状态',
  district: '地区',
  all: '全部',
  dateFrom: '{{label}}起',
  dateTo: '{{label}}止',
  datePlaceholder: 'yyyy-mm-dd',
  badDate: '{{field}}应为有效日期，格式 yyyy-mm-dd（例如 2024-05-01）',
  search: '查询',
  reset: '重置',
  refresh: '刷新',
  export: '导出',
  cancel: '取消',
  view: '查看',
  clear: '清除',
  close: '关闭',
  retry: '重试',
  actions: '操作',
  select: '选择 {{name}}',
  selectPage: '选择本页全部记录',
  selected: '已选择 {{count}} 项',
  columns: '列设置',
  columnsReset: '恢复默认',
  detail: '记录详情',
  detailFailed: '详情加载失败：{{message}}',
  exportProgress: '导出进度',
  exported: '已导出 {{done}} / {{total}} 条',
  exportPreparing: '正在准备导出…',
  exportWriting: '正在生成文件…',
  exportFailed: '导出失败：第 {{page}} 页两次加载都未成功（{{message}}），未生成文件，请稍后重试。',
  exportBuildFailed: '导出失败：文件生成出错（{{message}}），未生成文件。',
  exportCancelled: '已取消导出，未生成文件。',
  exportDone: '已导出 {{count}} 条记录：{{file}}',
  exportEmpty: '没有符合条件的记录，未生成文件。',
  exportSelected: '导出选中的 {{count}} 项',
  unknownError: '未知错误',
}

type Messages = typeof zhCN

const zhTW: Messages = {
  filters: '篩選條件',
  keyword: '關鍵字',
  status: '狀態',
  district: '地區',
  all: '全部',
  dateFrom: '{{label}}起',
  dateTo: '{{label}}止',
  datePlaceholder: 'yyyy-mm-dd',
  badDate: '{{field}}應為有效日期，格式 yyyy-mm-dd（例如 2024-05-01）',
  search: '查詢',
  reset: '重設',
  refresh: '重新整理',
  export: '匯出',
  cancel: '取消',
  view: '檢視',
  clear: '清除',
  close: '關閉',
  retry: '重試',
  actions: '操作',
  select: '選擇 {{name}}',
  selectPage: '選擇本頁全部記錄',
  selected: '已選擇 {{count}} 項',
  columns: '欄位設定',
  columnsReset: '恢復預設',
  detail: '記錄詳情',
  detailFailed: '詳情載入失敗：{{message}}',
  exportProgress: '匯出進度',
  exported: '已匯出 {{done}} / {{total}} 筆',
  exportPreparing: '正在準備匯出…',
  exportWriting: '正在產生檔案…',
  exportFailed: '匯出失敗：第 {{page}} 頁兩次載入都未成功（{{message}}），未產生檔案，請稍後重試。',
  exportBuildFailed: '匯出失敗：檔案產生出錯（{{message}}），未產生檔案。',
  exportCancelled: '已取消匯出，未產生檔案。',
  exportDone: '已匯出 {{count}} 筆記錄：{{file}}',
  exportEmpty: '沒有符合條件的記錄，未產生檔案。',
  exportSelected: '匯出選取的 {{count}} 項',
  unknownError: '未知錯誤',
}

const MESSAGES: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

/** Fills `{{name}}` slots; unknown slots stay visible rather than vanish. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  )
}

/** The list screen's texts in the current interface language. */
export function useListText(): Messages {
  return MESSAGES[useLocale()]
}
