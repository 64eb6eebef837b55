import type { Locale } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'

const zhCN = {
  approve: '通过',
  reject: '驳回',
  batchApprove: '批量通过',
  batchReject: '批量驳回',
  confirm: '确定',
  cancel: '取消',
  reason: '驳回原因',
  rejectTitle: '驳回：{{name}}',
  confirmApprove: '确定通过选中的 {{count}} 条记录？',
  confirmReject: '确定驳回选中的 {{count}} 条记录？',
  reasonEmpty: '请填写驳回原因',
  reasonTooLong: '驳回原因不能超过 200 个字（当前 {{count}} 个字）',
  reasonCount: '{{count}} / 200',
  conflict: '该记录已被他人处理',
  batchDone: '已处理 {{ok}} 条记录',
  batchFailed: '{{failed}} 条记录未处理，已保持选中：',
  failedRow: '{{name}}：{{msg}}',
  trail: '审核记录',
  trailEmpty: '暂无审核记录',
  trailApproved: '通过',
  trailRejected: '驳回',
  trailReason: '原因：{{reason}}',
  trailBy: '{{operator}} · {{time}}',
}

type Messages = typeof zhCN

const zhTW: Messages = {
  approve: '通過',
  reject: '駁回',
  batchApprove: '批次通過',
  batchReject: '批次駁回',
  confirm: '確定',
  cancel: '取消',
  reason: '駁回原因',
  rejectTitle: '駁回：{{name}}',
  confirmApprove: '確定通過選取的 {{count}} 筆記錄？',
  confirmReject: '確定駁回選取的 {{count}} 筆記錄？',
  reasonEmpty: '請填寫駁回原因',
  reasonTooLong: '駁回原因不能超過 200 個字（目前 {{count}} 個字）',
  reasonCount: '{{count}} / 200',
  conflict: '該記錄已被他人處理',
  batchDone: '已處理 {{ok}} 筆記錄',
  batchFailed: '{{failed}} 筆記錄未處理，已保持選取：',
  failedRow: '{{name}}：{{msg}}',
  trail: '審核記錄',
  trailEmpty: '尚無審核記錄',
  trailApproved: '通過',
  trailRejected: '駁回',
  trailReason: '原因：{{reason}}',
  trailBy: '{{operator}} · {{time}}',
}

export const auditMessages: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

export type AuditText = Messages

/** The audit tools' texts in the current interface language. */
export function useAuditText(): Messages {
  return auditMessages[useLocale()]
}
