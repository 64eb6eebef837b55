import type { XlsxCell } from '../lists/export/xlsx-writer'

/**
 * A statistics value as a spreadsheet cell: a number when a spreadsheet number holds it exactly,
 * else the exact text (a 20-digit count stays every digit).
 */
export function xlsxValue(text: string): XlsxCell {
  const value = Number(text)
  return Number.isFinite(value) && String(value) === text ? value : text
}

export interface StatTable {
  title: string
  headers: readonly [string, string]
  rows: readonly (readonly [string, string])[]
  total: readonly [string, string]
}

/** Builds the table's .xlsx (the app's lazily loaded writer) and hands it to the browser. */
export async function exportStatTable(table: StatTable, now = new Date()): Promise<string> {
  const [{ writeXlsx }, { exportFileName, saveFile }] = await Promise.all([
    import('../lists/export/xlsx-writer'),
    import('../lists/export/run-export'),
  ])
  const rows = [...table.rows, table.total].map(([label, value]) => [label, xlsxValue(value)])
  const file = writeXlsx({ name: table.title, headers: table.headers, rows: [rows] })
  const fileName = exportFileName(table.title, now)
  saveFile(file, fileName)
  return fileName
}
