import Papa from 'papaparse'

/** Why a file could not be read as a sheet. */
export class SheetError extends Error {
  constructor(readonly reason: 'notSpreadsheet' | 'encoding' | 'tooManyRows' | 'tooLarge') {
    super(reason)
    this.name = 'SheetError'
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: binary content is recognised by these
const BINARY = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/

/**
 * The text of a .csv: UTF-8 (with or without BOM), else GB18030 (what Excel writes on Chinese
 * Windows). Text with control characters is a binary file, not a sheet.
 */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    try {
      text = new TextDecoder('gb18030', { fatal: true }).decode(bytes)
    } catch {
      throw new SheetError('encoding')
    }
  }
  if (BINARY.test(text)) throw new SheetError('notSpreadsheet')
  return text
}

/** The records of a CSV text (RFC 4180 quoting, any line ending); `limit` caps the rows read. */
export function parseCsv(text: string, limit: number): string[][] {
  const rows: string[][] = []
  let over = false
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      if (rows.length >= limit) {
        over = true
        parser.abort()
        return
      }
      rows.push(result.data)
    },
  })
  if (over) throw new SheetError('tooManyRows')
  return rows
}
