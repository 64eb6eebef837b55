import type { CardRowRefusal } from '@gdzyz/api-client'
import type { Locale } from '@gdzyz/auth'
import { rules } from '@gdzyz/validators'
import { CARD_FIELDS, type CardField, RULE_OF } from './columns'
import type { CardImportText } from './messages'
import type { CardRow, RowIssue } from './validate-rows'

/** One line of the problem report: where, which field, why, and the cell as read. */
export interface ReportLine {
  row: number
  field: CardField
  message: string
  value: string
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  )

/** The message of a problem found in the file, in `locale`. */
export function issueMessage(issue: RowIssue, locale: Locale, text: CardImportText): string {
  const rule = rules[RULE_OF[issue.field]]
  if (issue.kind === 'required') return rule.requiredMessages[locale]
  if (issue.kind === 'format') return rule.messages[locale]
  return fill(text.duplicate, { row: issue.firstRow ?? '' })
}

/**
 * The report: problems found in the file, then rows the server refused on import (their cells
 * taken from the rows sent), ordered by row and field.
 */
export function reportLines(
  issues: readonly RowIssue[],
  refused: readonly CardRowRefusal[],
  sent: readonly CardRow[],
  locale: Locale,
  text: CardImportText,
): ReportLine[] {
  const lines: ReportLine[] = issues.map((issue) => ({
    row: issue.row,
    field: issue.field,
    message: issueMessage(issue, locale, text),
    value: issue.value,
  }))
  if (refused.length > 0) {
    const byRow = new Map(sent.map((row) => [row.row, row]))
    for (const r of refused) {
      const field = (CARD_FIELDS as readonly string[]).includes(r.field)
        ? (r.field as CardField)
        : 'idCard'
      lines.push({ row: r.row, field, message: r.message, value: byRow.get(r.row)?.[field] ?? '' })
    }
  }
  const order = (field: CardField) => CARD_FIELDS.indexOf(field)
  return lines.sort((a, b) => a.row - b.row || order(a.field) - order(b.field))
}

/** The report's header and rows as the .xlsx shows them. */
export function reportSheet(lines: readonly ReportLine[], text: CardImportText) {
  return {
    headers: [text.row, text.field, text.problem, text.value],
    rows: lines.map((line) => [line.row, text.fields[line.field], line.message, line.value]),
  }
}
