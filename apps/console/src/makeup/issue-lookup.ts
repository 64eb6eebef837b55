import { fill, type useMakeupText } from './messages'
import type { RuleIssue } from './rules'
import type { MissionWindow } from './types'

type Text = ReturnType<typeof useMakeupText>

/** The messages of one batch or record field, keyed by `${recordId ?? batchId}.${field}`. */
export type IssueLookup = (id: string, field: string) => string | undefined

const keyOf = (issue: RuleIssue) => `${issue.recordId ?? issue.batchId}.${issue.field}`

/** How many messages the form shows for `issues`: one per field, the first issue of each. */
export function shownIssueCount(issues: readonly RuleIssue[]): number {
  return new Set(issues.map(keyOf)).size
}

export function issueLookup(
  issues: readonly RuleIssue[],
  text: Text,
  mission: MissionWindow,
  batchNumber: (batchId: string) => number,
): IssueLookup {
  const byField = new Map<string, string>()
  for (const issue of issues) {
    const key = keyOf(issue)
    if (byField.has(key)) continue
    let message = fill(text.rules[issue.code], { start: mission.startDate, end: mission.endDate })
    if (issue.code === 'overlap' && issue.otherBatchId)
      message = `${message}（${fill(text.batch, { n: batchNumber(issue.otherBatchId) })}）`
    byField.set(key, message)
  }
  return (id, field) => byField.get(`${id}.${field}`)
}
