import type { Locale } from '@gdzyz/auth'
import { useLocale } from '@gdzyz/ui-shell'

const zhCN = {
  intro:
    '上传 .xlsx 或 .csv 文件（不超过 10 MB、50,000 行），第一行为表头：姓名、身份证号码、手机号码。文件在本机检查，确认后只导入检查通过的行。',
  template: '下载模板',
  templateName: '批量导入制证模板',
  fileLabel: '导入文件',
  reading: '正在读取 {{file}}…',
  validating: '正在检查：{{done}} / {{total}} 行',
  progress: '检查进度',
  cancel: '取消',
  cancelled: '已取消，未导入任何数据。',
  summary: '{{file}}：共 {{total}} 行，{{valid}} 行可导入，{{invalid}} 行有问题。',
  allValid: '所有行均通过检查。',
  reportTitle: '问题行',
  reportShown: '仅显示前 {{shown}} 条问题，完整内容请下载报告。',
  row: '行号',
  field: '字段',
  problem: '问题',
  value: '内容',
  downloadReport: '下载问题行报告',
  reportName: '批量导入制证问题行',
  importValid: '导入 {{count}} 行',
  confirmTitle: '确认导入',
  confirmText: '确定导入 {{count}} 行有效数据？{{invalid}} 行有问题的数据不会导入。',
  confirm: '确定',
  importing: '正在导入：{{done}} / {{total}} 行',
  importProgress: '导入进度',
  imported: '已导入 {{count}} 行。',
  serverRefused: '服务器拒绝了 {{count}} 行，已加入问题行报告。',
  importStopped: '已导入 {{count}} 行，其余 {{rest}} 行未导入：{{message}}',
  importCancelled: '已停止导入：已导入 {{count}} 行，其余 {{rest}} 行未导入。',
  retry: '继续导入其余行',
  viewRecords: '查看制证申请记录',
  nothingValid: '没有可导入的行，请修改文件后重新上传。',
  unknownError: '未知错误',
  fields: { name: '姓名', idCard: '身份证号码', mobile: '手机号码' },
  duplicate: '与第 {{row}} 行的身份证号码重复',
  failures: {
    empty: '文件是空的，没有任何数据。',
    noRows: '文件只有表头，没有数据行。',
    notSpreadsheet: '无法读取此文件：请上传 .xlsx 或 .csv 格式的表格。',
    xls: '不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 后上传。',
    encoding: '无法识别 CSV 文件的编码：请保存为 UTF-8 或 GBK 编码的 CSV，或上传 .xlsx。',
    tooLarge: '文件超过 10 MB，请拆分后分批上传。',
    tooManyRows: '文件超过 50,000 行，请拆分后分批上传。',
    headers: '表头不正确：第一行应包含姓名、身份证号码、手机号码各一列。',
    missing: '缺少：{{fields}}。',
    repeated: '重复：{{fields}}。',
    failed: '检查文件时出错：{{message}}',
  },
}

type Messages = typeof zhCN

const zhTW: Messages = {
  intro:
    '上傳 .xlsx 或 .csv 檔案（不超過 10 MB、50,000 列），第一列為表頭：姓名、身份證號碼、手機號碼。檔案在本機檢查，確認後只匯入檢查通過的列。',
  template: '下載範本',
  templateName: '批次匯入製證範本',
  fileLabel: '匯入檔案',
  reading: '正在讀取 {{file}}…',
  validating: '正在檢查：{{done}} / {{total}} 列',
  progress: '檢查進度',
  cancel: '取消',
  cancelled: '已取消，未匯入任何資料。',
  summary: '{{file}}：共 {{total}} 列，{{valid}} 列可匯入，{{invalid}} 列有問題。',
  allValid: '所有列均通過檢查。',
  reportTitle: '問題列',
  reportShown: '僅顯示前 {{shown}} 筆問題，完整內容請下載報告。',
  row: '列號',
  field: '欄位',
  problem: '問題',
  value: '內容',
  downloadReport: '下載問題列報告',
  reportName: '批次匯入製證問題列',
  importValid: '匯入 {{count}} 列',
  confirmTitle: '確認匯入',
  confirmText: '確定匯入 {{count}} 列有效資料？{{invalid}} 列有問題的資料不會匯入。',
  confirm: '確定',
  importing: '正在匯入：{{done}} / {{total}} 列',
  importProgress: '匯入進度',
  imported: '已匯入 {{count}} 列。',
  serverRefused: '伺服器拒絕了 {{count}} 列，已加入問題列報告。',
  importStopped: '已匯入 {{count}} 列，其餘 {{rest}} 列未匯入：{{message}}',
  importCancelled: '已停止匯入：已匯入 {{count}} 列，其餘 {{rest}} 列未匯入。',
  retry: '繼續匯入其餘列',
  viewRecords: '查看製證申請記錄',
  nothingValid: '沒有可匯入的列，請修改檔案後重新上傳。',
  unknownError: '未知錯誤',
  fields: { name: '姓名', idCard: '身份證號碼', mobile: '手機號碼' },
  duplicate: '與第 {{row}} 列的身份證號碼重複',
  failures: {
    empty: '檔案是空的，沒有任何資料。',
    noRows: '檔案只有表頭，沒有資料列。',
    notSpreadsheet: '無法讀取此檔案：請上傳 .xlsx 或 .csv 格式的表格。',
    xls: '不支援舊版 .xls 檔案，請在 Excel 中另存為 .xlsx 後上傳。',
    encoding: '無法辨識 CSV 檔案的編碼：請儲存為 UTF-8 或 GBK 編碼的 CSV，或上傳 .xlsx。',
    tooLarge: '檔案超過 10 MB，請分割後分批上傳。',
    tooManyRows: '檔案超過 50,000 列，請分割後分批上傳。',
    headers: '表頭不正確：第一列應包含姓名、身份證號碼、手機號碼各一欄。',
    missing: '缺少：{{fields}}。',
    repeated: '重複：{{fields}}。',
    failed: '檢查檔案時出錯：{{message}}',
  },
}

export const cardImportMessages: Record<Locale, Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW }

export type CardImportText = Messages

/** The batch import page's texts in the current interface language. */
export function useCardImportText(): Messages {
  return cardImportMessages[useLocale()]
}
