import type { Locale } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'
import type { RuleCode } from './rules'

const zhCN = {
  rules: {
    required: '请填写此项',
    badDate: '日期格式应为 年-月-日',
    badTime: '时间格式应为 时:分',
    endNotAfterStart: '结束时间必须晚于开始时间',
    outsideMission: '日期必须在活动日期（{{start}} 至 {{end}}）之内',
    outsideBatch: '补录时间超出本批次时间，如确需超出请勾选“允许超出批次时间”',
    overlap: '该志愿者在本时段的另一批次中时间重叠',
  } satisfies Record<RuleCode, string>,
  mission: '活动',
  missionDates: '活动日期',
  kind: { realtime: '实时活动', his: '历史活动' },
  sessions: '活动时段',
  session: '时段',
  draftBadge: '有未提交的草稿',
  makeup: '补录考勤',
  viewAttendance: '查看考勤情况',
  batch: '批次 {{n}}',
  addBatch: '添加批次',
  removeBatch: '删除批次',
  date: '日期',
  start: '开始时间',
  end: '结束时间',
  volunteer: '志愿者',
  userId: '志愿者编号',
  makeupDate: '补录日期',
  makeupStart: '补录开始时间',
  makeupEnd: '补录结束时间',
  override: '允许超出批次时间',
  remove: '删除',
  actions: '操作',
  addVolunteers: '添加志愿者',
  noBatches: '还没有批次，请先添加批次。',
  noRecords: '本批次还没有志愿者。',
  draftSaved: '草稿已自动保存在本机（{{time}}）',
  draftNotSaved: '浏览器未能保存草稿，请勿关闭页面，尽快提交。',
  save: '提交补录',
  saving: '提交中…',
  saveFailed: '提交失败：{{message}}。草稿已保留，可稍后重试。',
  fixFirst: '还有 {{count}} 处需要修改，请按提示修正后再提交。',
  empty: '没有可提交的补录记录。',
  back: '返回',
  search: '查询',
  keyword: '姓名或编号',
  selected: '已选 {{count}} 人',
  addToBatch: '加入批次',
  noBatch: '批次不存在或已删除。',
  missingParams: '缺少活动或时段参数，请从活动列表进入。',
  loadFailed: '加载失败：{{message}}',
  submittedAt: '提交时间',
  records: '人数',
  batches: '批次数',
  status: '状态',
  pending: '待审核',
}

type Messages = typeof zhCN

const zhTW: Messages = {
  rules: {
    required: '請填寫此項',
    badDate: '日期格式應為 年-月-日',
    badTime: '時間格式應為 時:分',
    endNotAfterStart: '結束時間必須晚於開始時間',
    outsideMission: '日期必須在活動日期（{{start}} 至 {{end}}）之內',
    outsideBatch: '補錄時間超出本批次時間，如確需超出請勾選「允許超出批次時間」',
    overlap: '該志願者在本時段的另一批次中時間重疊',
  },
  mission: '活動',
  missionDates: '活動日期',
  kind: { realtime: '實時活動', his: '歷史活動' },
  sessions: '活動時段',
  session: '時段',
  draftBadge: '有未提交的草稿',
  makeup: '補錄考勤',
  viewAttendance: '查看考勤情況',
  batch: '批次 {{n}}',
  addBatch: '添加批次',
  removeBatch: '刪除批次',
  date: '日期',
  start: '開始時間',
  end: '結束時間',
  volunteer: '志願者',
  userId: '志願者編號',
  makeupDate: '補錄日期',
  makeupStart: '補錄開始時間',
  makeupEnd: '補錄結束時間',
  override: '允許超出批次時間',
  remove: '刪除',
  actions: '操作',
  addVolunteers: '添加志願者',
  noBatches: '還沒有批次，請先添加批次。',
  noRecords: '本批次還沒有志願者。',
  draftSaved: '草稿已自動保存在本機（{{time}}）',
  draftNotSaved: '瀏覽器未能保存草稿，請勿關閉頁面，盡快提交。',
  save: '提交補錄',
  saving: '提交中…',
  saveFailed: '提交失敗：{{message}}。草稿已保留，可稍後重試。',
  fixFirst: '還有 {{count}} 處需要修改，請按提示修正後再提交。',
  empty: '沒有可提交的補錄記錄。',
  back: '返回',
  search: '查詢',
  keyword: '姓名或編號',
  selected: '已選 {{count}} 人',
  addToBatch: '加入批次',
  noBatch: '批次不存在或已刪除。',
  missingParams: '缺少活動或時段參數，請從活動列表進入。',
  loadFailed: '載入失敗：{{message}}',
  submittedAt: '提交時間',
  records: '人數',
  batches: '批次數',
  status: '狀態',
  pending: '待審核',
}

const MESSAGES: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

/** Fills `{{name}}` slots; unknown slots stay visible rather than vanish. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  )
}

/** The make-up screens' texts in the current interface language. */
export function useMakeupText(): Messages {
  return MESSAGES[useLocale()]
}
