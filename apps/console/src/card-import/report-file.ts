import type { XlsxCell } from '../lists/export/xlsx-writer'

/** Today as yyyymmdd (local time), for file names. */
const today = (now: Date) =>
  `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`

/**
 * Writes a one-sheet .xlsx with the app's lazy writer and hands it over as a download. Cells
 * are inline strings, so text such as `=HYPERLINK(…)` stays text and is never a formula.
 */
export async function downloadSheet(
  name: string,
  headers: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
  now = new Date(),
): Promise<void> {
  const [{ writeXlsx }, { saveFile }] = await Promise.all([
    import('../lists/export/xlsx-writer'),
    import('../lists/export/run-export'),
  ])
  saveFile(writeXlsx({ name, headers, rows: [rows] }), `${name}_${today(now)}.xlsx`)
}
