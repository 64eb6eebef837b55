import { type CardField, matchHeaders } from './columns'
import { decodeCsv, parseCsv, SheetError } from './read-csv'
import { readXlsxRows } from './read-xlsx-rows'
import { type SheetRow, type Validated, validateRows } from './validate-rows'

/** Largest file read (a 50,000-row sheet is 2-3 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
/** Most data rows one file may hold. */
export const MAX_ROWS = 50_000

export type ParseFailure =
  | 'notSpreadsheet'
  | 'xls'
  | 'encoding'
  | 'empty'
  | 'noRows'
  | 'headers'
  | 'tooManyRows'
  | 'tooLarge'

export type ParseOutcome =
  | { ok: true; result: Validated }
  | { ok: false; reason: ParseFailure; missing?: CardField[]; repeated?: CardField[] }

export type ParseProgress =
  | { phase: 'reading' }
  | { phase: 'validating'; done: number; total: number }

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0]
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte)

/** The file kind by its name, then checked against its first bytes. */
const kindOf = (bytes: Uint8Array, fileName: string): 'xlsx' | 'csv' | ParseFailure => {
  const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1]
  if (startsWith(bytes, OLE))
    return extension === 'xls' || extension === 'xlsx' ? 'xls' : 'notSpreadsheet'
  if (extension === 'xlsx') return startsWith(bytes, ZIP) ? 'xlsx' : 'notSpreadsheet'
  if (extension === 'csv') return startsWith(bytes, ZIP) ? 'notSpreadsheet' : 'csv'
  return extension === 'xls' ? 'xls' : 'notSpreadsheet'
}

const sheetRows = (bytes: Uint8Array, kind: 'xlsx' | 'csv'): SheetRow[] => {
  if (kind === 'xlsx') return readXlsxRows(bytes, MAX_ROWS + 1)
  // CSV records: numbered from 1; blank lines keep their number but are not rows.
  const records = parseCsv(decodeCsv(bytes), MAX_ROWS + 2)
  const rows: SheetRow[] = []
  records.forEach((cells, index) => {
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: index + 1, cells })
  })
  if (rows.length > MAX_ROWS + 1) throw new SheetError('tooManyRows')
  return rows
}

/**
 * Reads a card-application sheet (.xlsx or .csv): the first non-blank row is the header (姓名,
 * 身份证号码, 手机号码 in any order), every later non-blank row an application, checked with the
 * shared form rules and for repeated ID cards. A file that is not such a sheet is refused whole.
 */
export function parseCardFile(
  bytes: Uint8Array,
  fileName: string,
  onProgress: (progress: ParseProgress) => void = () => {},
): ParseOutcome {
  if (bytes.length === 0) return { ok: false, reason: 'empty' }
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, reason: 'tooLarge' }
  const kind = kindOf(bytes, fileName)
  if (kind !== 'xlsx' && kind !== 'csv') return { ok: false, reason: kind }
  onProgress({ phase: 'reading' })
  let rows: SheetRow[]
  try {
    rows = sheetRows(bytes, kind)
  } catch (error) {
    if (error instanceof SheetError) return { ok: false, reason: error.reason }
    throw error
  }
  const [header, ...data] = rows
  if (!header) return { ok: false, reason: 'empty' }
  const match = matchHeaders(header.cells)
  if (!match.ok)
    return { ok: false, reason: 'headers', missing: match.missing, repeated: match.repeated }
  if (data.length === 0) return { ok: false, reason: 'noRows' }
  const total = data.length
  onProgress({ phase: 'validating', done: 0, total })
  const result = validateRows(data, match.columns, (done) =>
    onProgress({ phase: 'validating', done, total }),
  )
  return { ok: true, result }
}
