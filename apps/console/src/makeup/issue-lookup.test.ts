import { describe, expect, it } from 'vitest'
import { shownIssueCount } from './issue-lookup'

describe('shownIssueCount', () => {
  it('counts one message per field, as the form shows them', () => {
    expect(
      shownIssueCount([
        { batchId: 'b1', recordId: 'r1', field: 'endTime', code: 'outsideBatch' },
        { batchId: 'b1', recordId: 'r1', field: 'endTime', code: 'overlap', otherBatchId: 'b2' },
        { batchId: 'b1', field: 'end', code: 'endNotAfterStart' },
      ]),
    ).toBe(2)
    expect(shownIssueCount([])).toBe(0)
  })
})
