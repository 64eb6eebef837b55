import { strFromU8, type UnzipFileInfo, unzipSync } from 'fflate'
import { SheetError } from './read-csv'

/**
 * A reader for the first sheet of an .xlsx over fflate (already in the app for the export). The
 * established readers were measured and fall short here: SheetJS's smallest build is 78.6 KB
 * gzip (over the 50 KB lazy-chunk budget) and its npm release carries unfixed advisories;
 * exceljs is larger still. Only cell text is read: formulas give their cached value and are
 * never evaluated.
 */

/** Largest declared size of one part we inflate (a 50,000-row sheet is about 10 MB). */
const MAX_PART = 128 * 1024 * 1024

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

const decodeXml = (text: string): string =>
  text
    .replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, name: string) => {
      if (name[0] !== '#') return ENTITIES[name] ?? ''
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code <= 0x10ffff ? String.fromCodePoint(code) : ''
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )

/** The text of every <t> in a string item, phonetic runs left out. */
const itemText = (xml: string): string => {
  let text = ''
  for (const [, t = ''] of xml
    .replace(/<rPh\b[\s\S]*?<\/rPh>/g, '')
    .matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g))
    text += t
  return decodeXml(text)
}

const unzip = (
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): Record<string, Uint8Array> => {
  try {
    return unzipSync(bytes, {
      filter: (file: UnzipFileInfo) => {
        if (!wanted(file.name)) return false
        if (file.originalSize > MAX_PART) throw new SheetError('tooLarge')
        return true
      },
    })
  } catch (error) {
    if (error instanceof SheetError) throw error
    throw new SheetError('notSpreadsheet')
  }
}

/** Path of the workbook's first sheet (from its relationships), else sheet1.xml. */
function firstSheetPath(bytes: Uint8Array): string {
  const parts = unzip(
    bytes,
    (name) => name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels',
  )
  const workbook = parts['xl/workbook.xml']
  if (!workbook) throw new SheetError('notSpreadsheet')
  const sheet = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(strFromU8(workbook))?.[1]
  const rels = parts['xl/_rels/workbook.xml.rels']
  if (sheet && rels) {
    for (const [tag] of strFromU8(rels).matchAll(/<Relationship\b[^>]*>/g)) {
      if (!tag.includes(`Id="${sheet}"`)) continue
      const target = /Target="([^"]+)"/.exec(tag)?.[1]
      if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`
    }
  }
  return 'xl/worksheets/sheet1.xml'
}

const columnIndex = (letters: string): number => {
  let index = 0
  for (const char of letters) index = index * 26 + char.charCodeAt(0) - 64
  return index - 1
}

/** A numeric cell as a person would type it (13800138000, not 1.3800138E10). */
const numberText = (value: string): string => {
  const n = Number(value)
  if (!Number.isFinite(n)) return value
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? BigInt(n).toString() : String(n)
}

/** Rows of the first sheet with their sheet row numbers; at most `limit` non-blank rows. */
export function readXlsxRows(bytes: Uint8Array, limit: number): { row: number; cells: string[] }[] {
  const sheetPath = firstSheetPath(bytes)
  const parts = unzip(bytes, (name) => name === sheetPath || name === 'xl/sharedStrings.xml')
  const sheetBytes = parts[sheetPath]
  if (!sheetBytes) throw new SheetError('notSpreadsheet')
  const shared: string[] = []
  const sharedBytes = parts['xl/sharedStrings.xml']
  if (sharedBytes) {
    const xml = strFromU8(sharedBytes).replace(/<(\/?)\w+:/g, '<$1')
    for (const [, item = ''] of xml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g))
      shared.push(itemText(item))
  }
  const xml = strFromU8(sheetBytes).replace(/<(\/?)\w+:/g, '<$1')
  const rows: { row: number; cells: string[] }[] = []
  let nextRow = 1
  for (const [, rowAttrs = '', body = ''] of xml.matchAll(
    /<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g,
  )) {
    const rowNumber = Number(/\br="(\d+)"/.exec(rowAttrs)?.[1] ?? nextRow)
    nextRow = rowNumber + 1
    const cells: string[] = []
    let nextColumn = 0
    for (const [, attrs = '', inner = ''] of body.matchAll(
      /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g,
    )) {
      const ref = /\br="([A-Z]{1,3})\d+"/.exec(attrs)?.[1]
      const column = ref ? columnIndex(ref) : nextColumn
      nextColumn = column + 1
      if (column > 200) continue
      const type = /\bt="(\w+)"/.exec(attrs)?.[1]
      const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1]
      let text = ''
      if (type === 'inlineStr') text = itemText(/<is>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '')
      else if (value === undefined) text = ''
      else if (type === 's') text = shared[Number(value)] ?? ''
      else if (type === 'str' || type === 'e' || type === 'b' || type === 'd')
        text = decodeXml(value)
      else text = numberText(value)
      cells[column] = text
    }
    const filled = Array.from(cells, (cell) => cell ?? '')
    if (filled.every((cell) => cell.trim() === '')) continue
    if (rows.length >= limit) throw new SheetError('tooManyRows')
    rows.push({ row: rowNumber, cells: filled })
  }
  return rows
}
