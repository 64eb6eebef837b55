import type { Locale } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'

const zhCN = {
  filters: '统计条件',
  start: '开始日期',
  end: '结束日期',
  measure: '指标',
  dimension: '维度',
  chartMeasure: '图表指标',
  measures: {
    volunteers: '注册志愿者',
    organizations: '组织团体',
    missions: '活动',
    serviceHours: '服务时长（小时）',
  },
  dimensions: { city: '地市', month: '月份', orgType: '组织类型' },
  orgTypeOnly: '组织类型维度仅适用于“组织团体”指标',
  totals: '总量',
  change: '较上期 {{change}}',
  changeUp: '上升',
  changeDown: '下降',
  noPrevious: '选择开始和结束日期后显示较上期变化',
  previousZero: '上期为 0，无变化比例',
  previousPeriod: '上期 {{start}} 至 {{end}}',
  wholePeriod: '全部时间',
  period: '{{start}} 至 {{end}}',
  exact: '精确值 {{value}}',
  trend: '{{measure}}月度趋势',
  byCity: '{{measure}}按地市分布',
  byStatus: '注册志愿者按状态分布',
  byBank: '志愿者证按银行统计',
  byMonth: '志愿者证按月份统计',
  applyCount: '申请数',
  issueCount: '发卡数',
  bank: '银行',
  month: '月份',
  city: '地市',
  status: '状态',
  value: '数值',
  total: '合计',
  viewData: '查看数据',
  legend: '图例',
  barSummary:
    '{{title}}：柱状图，共 {{count}} 项，最高为 {{maxLabel}} {{max}}，最低为 {{minLabel}} {{min}}。',
  lineSummary:
    '{{title}}：折线图，共 {{count}} 个月，{{first}} 为 {{firstValue}}，{{last}} 为 {{lastValue}}，最高为 {{maxLabel}} {{max}}。',
  emptySummary: '{{title}}：没有数据。',
  chartFailed: '图表加载失败，请点击“查看数据”查看数字。',
  loading: '正在加载统计数据…',
  loadFailed: '统计数据加载失败：{{message}}',
  retry: '重试',
  noData: '所选条件下没有数据。',
  run: '查询',
  export: '导出',
  exportDone: '已导出：{{file}}',
  exportFailed: '导出失败：{{message}}，未生成文件。',
  unknownError: '未知错误',
}

type Messages = typeof zhCN

const zhTW: Messages = {
  filters: '統計條件',
  start: '開始日期',
  end: '結束日期',
  measure: '指標',
  dimension: '維度',
  chartMeasure: '圖表指標',
  measures: {
    volunteers: '註冊志願者',
    organizations: '組織團體',
    missions: '活動',
    serviceHours: '服務時長（小時）',
  },
  dimensions: { city: '地市', month: '月份', orgType: '組織類型' },
  orgTypeOnly: '組織類型維度僅適用於「組織團體」指標',
  totals: '總量',
  change: '較上期 {{change}}',
  changeUp: '上升',
  changeDown: '下降',
  noPrevious: '選擇開始和結束日期後顯示較上期變化',
  previousZero: '上期為 0，無變化比例',
  previousPeriod: '上期 {{start}} 至 {{end}}',
  wholePeriod: '全部時間',
  period: '{{start}} 至 {{end}}',
  exact: '精確值 {{value}}',
  trend: '{{measure}}月度趨勢',
  byCity: '{{measure}}按地市分佈',
  byStatus: '註冊志願者按狀態分佈',
  byBank: '志願者證按銀行統計',
  byMonth: '志願者證按月份統計',
  applyCount: '申請數',
  issueCount: '發卡數',
  bank: '銀行',
  month: '月份',
  city: '地市',
  status: '狀態',
  value: '數值',
  total: '合計',
  viewData: '查看資料',
  legend: '圖例',
  barSummary:
    '{{title}}：長條圖，共 {{count}} 項，最高為 {{maxLabel}} {{max}}，最低為 {{minLabel}} {{min}}。',
  lineSummary:
    '{{title}}：折線圖，共 {{count}} 個月，{{first}} 為 {{firstValue}}，{{last}} 為 {{lastValue}}，最高為 {{maxLabel}} {{max}}。',
  emptySummary: '{{title}}：沒有資料。',
  chartFailed: '圖表載入失敗，請點選「查看資料」查看數字。',
  loading: '正在載入統計資料…',
  loadFailed: '統計資料載入失敗：{{message}}',
  retry: '重試',
  noData: '所選條件下沒有資料。',
  run: '查詢',
  export: '匯出',
  exportDone: '已匯出：{{file}}',
  exportFailed: '匯出失敗：{{message}}，未產生檔案。',
  unknownError: '未知錯誤',
}

export const statsMessages: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

export type StatsText = Messages

/** The statistics pages' texts in the current interface language. */
export function useStatsText(): Messages {
  return statsMessages[useLocale()]
}
