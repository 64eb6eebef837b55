import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'

/**
 * A minimal .xlsx writer over fflate's streaming zip: one sheet, a bold header row, text cells as
 * inline strings (so an 18-digit id or ID-card number stays text, never a rounded number) and
 * numeric cells for amounts. Chosen by measurement over write-excel-file and exceljs
 * (docs/performance.md): smaller chunk, faster, and the sheet is deflated in slices as it is
 * written, so memory holds the compressed file, not the whole sheet's XML.
 */
export type XlsxCell = string | number | null | undefined

export interface XlsxSheet {
  name: string
  headers: readonly string[]
  /** Row slices, written in order (for example one per fetched page). */
  rows: Iterable<readonly (readonly XlsxCell[])[]>
}

// Characters XML 1.0 forbids.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML forbids are removed on purpose
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finds what escapeXml must change
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/

function escapeXml(text: string): string {
  // Most cells need no change: one test instead of two replaces (a tenth of the export's time).
  if (!NEEDS_ESCAPE.test(text)) return text
  return text.replace(INVALID_XML, '').replace(/[&<>"]/g, (char) => XML_ESCAPES[char] ?? char)
}

/** Column letters of a zero-based index: 0 -> A, 26 -> AA. */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  }
  return name
}

function cellXml(ref: string, value: XlsxCell, style: number): string {
  const s = style ? ` s="${style}"` : ''
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : ''
  }
  if (value === null || value === undefined || value === '') return ''
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`
}

function rowXml(index: number, cells: readonly XlsxCell[], names: readonly string[], style = 0) {
  let xml = `<row r="${index}">`
  for (let column = 0; column < cells.length; column++) {
    xml += cellXml(`${names[column]}${index}`, cells[column], style)
  }
  return `${xml}</row>`
}

// Sheet names: at most 31 characters, none of \ / ? * [ ] :
function sheetName(name: string): string {
  return escapeXml(
    name
      .replace(/[\\/?*[\]:]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1',
  )
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships'

function fixedParts(name: string): Record<string, string> {
  return {
    '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${sheetName(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    // Style 1: bold (the header row).
    'xl/styles.xml': `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
  }
}

/** Builds the .xlsx file; the row slices are consumed one at a time. */
export function writeXlsx(sheet: XlsxSheet): Uint8Array {
  const chunks: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((error, chunk) => {
    if (error) failure = error
    else chunks.push(chunk)
  })
  const encoder = new TextEncoder()
  for (const [path, xml] of Object.entries(fixedParts(sheet.name))) {
    const file = new ZipPassThrough(path)
    zip.add(file)
    file.push(encoder.encode(xml), true)
  }
  const names = sheet.headers.map((_, index) => columnName(index))
  // Level 1: 100,000 rows measured 1.7 s and 4.9 MB against 3.0 s and 4.2 MB at level 6.
  const body = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 })
  zip.add(body)
  body.push(
    encoder.encode(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>${rowXml(1, sheet.headers, names, 1)}`,
    ),
  )
  let index = 2
  for (const slice of sheet.rows) {
    let xml = ''
    for (const row of slice) xml += rowXml(index++, row, names)
    body.push(encoder.encode(xml))
  }
  body.push(encoder.encode('</sheetData></worksheet>'), true)
  zip.end()
  if (failure) throw failure
  let size = 0
  for (const chunk of chunks) size += chunk.length
  const file = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    file.set(chunk, offset)
    offset += chunk.length
  }
  return file
}
