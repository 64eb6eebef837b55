import { fill, type useMakeupText } from './messages'
import type { RuleIssue } from './rules'
import type { MissionWindow } from './types'

type Text = ReturnType<typeof useMakeupText>

/** The messages of one batch or record field, keyed by `${recordId ?? batchId}.${field}`. */
export type IssueLookup = (id: string, field: string) => string | undefined

export function issueLookup(
  issues: readonly RuleIssue[],
  text: Text,
  mission: MissionWindow,
  batchNumber: (batchId: string) => number,
): IssueLookup {
  const byField = new Map<string, string>()
  for (const issue of issues) {
    const key = `${issue.recordId ?? issue.batchId}.${issue.field}`
    if (byField.has(key)) continue
    let message = fill(text.rules[issue.code], { start: mission.startDate, end: mission.endDate })
    if (issue.code === 'overlap' && issue.otherBatchId)
      message = `${message}（${fill(text.batch, { n: batchNumber(issue.otherBatchId) })}）`
    byField.set(key, message)
  }
  return (id, field) => byField.get(`${id}.${field}`)
}
