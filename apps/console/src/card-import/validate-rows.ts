import { normalizeInput, rules } from '@gdzyz/validators'
import { CARD_FIELDS, type CardField, RULE_OF } from './columns'

/** One data row of the sheet: its row number (the header is row 1) and its cells. */
export interface SheetRow {
  row: number
  cells: readonly string[]
}

export interface CardRow {
  row: number
  name: string
  idCard: string
  mobile: string
}

/**
 * Why a cell is refused: `required` (empty), `format` (the field's rule) or `duplicate` (the ID
 * card of an earlier row, `firstRow`). The page words it in the user's language.
 */
export interface RowIssue {
  row: number
  field: CardField
  kind: 'required' | 'format' | 'duplicate'
  /** The cell as read (shortened), shown in the report. */
  value: string
  firstRow?: number
}

export interface Validated {
  valid: CardRow[]
  issues: RowIssue[]
  /** Data rows read (blank rows are not counted). */
  total: number
  invalidRows: number
}

/** Longest cell text kept in the report. */
const SHOWN = 60

const shown = (value: string) => (value.length > SHOWN ? `${value.slice(0, SHOWN)}…` : value)

/**
 * Checks every row with the shared form rules (values tidied as forms tidy input) and marks an
 * ID card repeated in the file on every later row. Calls `onProgress` every `step` rows.
 */
export function validateRows(
  rows: readonly SheetRow[],
  columns: Readonly<Record<CardField, number>>,
  onProgress?: (done: number) => void,
  step = 5000,
): Validated {
  const valid: CardRow[] = []
  const issues: RowIssue[] = []
  const firstRowOf = new Map<string, number>()
  let invalidRows = 0
  for (let i = 0; i < rows.length; i++) {
    const { row, cells } = rows[i] as SheetRow
    const values = {} as Record<CardField, string>
    let bad = false
    for (const field of CARD_FIELDS) {
      const raw = cells[columns[field]] ?? ''
      let value = normalizeInput(raw)
      if (field === 'idCard') value = value.toUpperCase()
      values[field] = value
      const rule = rules[RULE_OF[field]]
      if (value === '') {
        issues.push({ row, field, kind: 'required', value: '' })
        bad = true
      } else if (!rule.test(value)) {
        issues.push({ row, field, kind: 'format', value: shown(raw) })
        bad = true
      } else if (field === 'idCard') {
        const first = firstRowOf.get(value)
        if (first === undefined) firstRowOf.set(value, row)
        else {
          issues.push({ row, field, kind: 'duplicate', value: shown(raw), firstRow: first })
          bad = true
        }
      }
    }
    if (bad) invalidRows++
    else valid.push({ row, ...values })
    if (onProgress && (i + 1) % step === 0) onProgress(i + 1)
  }
  return { valid, issues, total: rows.length, invalidRows }
}
