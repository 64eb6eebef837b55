import { strFromU8, unzipSync } from 'fflate'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/**
 * Reads back the first sheet of an .xlsx made by writeXlsx: rows of cells, text cells as
 * strings and numeric cells as numbers. For tests (unit and e2e) of the export.
 */
export function readXlsx(file: Uint8Array): (string | number)[][] {
  const sheet = unzipSync(file)['xl/worksheets/sheet1.xml']
  if (!sheet) throw new Error('no sheet1.xml in the file')
  const xml = strFromU8(sheet)
  const rows: (string | number)[][] = []
  for (const [, body = ''] of xml.matchAll(/<row[^>]*>(.*?)<\/row>/gs)) {
    const row: (string | number)[] = []
    for (const [, attrs = '', inner = ''] of body.matchAll(/<c ([^>]*)>(.*?)<\/c>/gs)) {
      const column = /r="([A-Z]+)\d+"/.exec(attrs)?.[1] ?? ''
      let index = 0
      for (const char of column) index = index * 26 + char.charCodeAt(0) - 64
      const text = /<t[^>]*>(.*?)<\/t>/s.exec(inner)?.[1]
      const value = /<v>(.*?)<\/v>/s.exec(inner)?.[1]
      row[index - 1] =
        text !== undefined
          ? text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '')
          : Number(value)
    }
    rows.push(Array.from(row, (cell) => cell ?? ''))
  }
  return rows
}
