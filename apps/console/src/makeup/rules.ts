import type { MakeupBatch, MakeupRecord, MissionWindow } from './types'

/** Keys of `makeup.rules.*` in the app's messages. */
export type RuleCode =
  | 'required'
  | 'badDate'
  | 'badTime'
  | 'endNotAfterStart'
  | 'outsideMission'
  | 'outsideBatch'
  | 'overlap'

export type BatchField = 'date' | 'start' | 'end'
export type RecordField = 'userId' | 'date' | 'startTime' | 'endTime'

export interface RuleIssue {
  batchId: string
  /** Absent for a batch-level issue. */
  recordId?: string
  field: BatchField | RecordField
  code: RuleCode
  /** For `overlap`: the other volunteer record's batch. */
  otherBatchId?: string
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A real calendar date in YYYY-MM-DD form (no 2026-02-30). */
export function isDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

export const isTime = (value: string): boolean => TIME.test(value)

const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

type Span = { date: string; start: string; end: string }
type Pushed = (field: BatchField | RecordField, code: RuleCode) => void

/** Date and time checks shared by batches and records; true when the span is well formed. */
function checkSpan(
  span: Span,
  fields: {
    date: BatchField | RecordField
    start: BatchField | RecordField
    end: BatchField | RecordField
  },
  mission: MissionWindow,
  push: Pushed,
): boolean {
  const fail = (field: BatchField | RecordField, code: RuleCode): false => {
    push(field, code)
    return false
  }
  let ok = true
  if (!span.date) ok = fail(fields.date, 'required')
  else if (!isDate(span.date)) ok = fail(fields.date, 'badDate')
  else if (span.date < mission.startDate || span.date > mission.endDate)
    push(fields.date, 'outsideMission')
  for (const [field, value] of [
    [fields.start, span.start],
    [fields.end, span.end],
  ] as const) {
    if (!value) ok = fail(field, 'required')
    else if (!isTime(value)) ok = fail(field, 'badTime')
  }
  if (ok && minutes(span.end) <= minutes(span.start)) {
    push(fields.end, 'endNotAfterStart')
    ok = false
  }
  return ok
}

const recordSpan = (r: MakeupRecord): Span => ({ date: r.date, start: r.startTime, end: r.endTime })
const RECORD_FIELDS = { date: 'date', start: 'startTime', end: 'endTime' } as const
const BATCH_FIELDS = { date: 'date', start: 'start', end: 'end' } as const

/** The first record field that leaves its batch (date, then start, then end), if any. */
function outsideField(record: MakeupRecord, batch: MakeupBatch): RecordField | null {
  if (record.date !== batch.date) return 'date'
  if (minutes(record.startTime) < minutes(batch.start)) return 'startTime'
  if (minutes(record.endTime) > minutes(batch.end)) return 'endTime'
  return null
}

/**
 * Every rule of one session's batches: well-formed dates and times, end after start, dates inside
 * the mission, a record inside its batch unless overridden, and no two overlapping records of one
 * volunteer across the session's batches. Issues are returned in batch/record order.
 */
export function validateBatches(
  batches: readonly MakeupBatch[],
  mission: MissionWindow,
): RuleIssue[] {
  const issues: RuleIssue[] = []
  const valid: { batchId: string; record: MakeupRecord }[] = []
  for (const batch of batches) {
    const batchOk = checkSpan(batch, BATCH_FIELDS, mission, (field, code) =>
      issues.push({ batchId: batch.id, field, code }),
    )
    for (const record of batch.records) {
      const push: Pushed = (field, code) =>
        issues.push({ batchId: batch.id, recordId: record.id, field, code })
      if (!record.userId.trim()) push('userId', 'required')
      const recordOk = checkSpan(recordSpan(record), RECORD_FIELDS, mission, push)
      if (!recordOk) continue
      const outside = batchOk && !record.override ? outsideField(record, batch) : null
      if (outside) push(outside, 'outsideBatch')
      if (record.userId.trim()) valid.push({ batchId: batch.id, record })
    }
  }
  issues.push(...overlaps(valid))
  return issues
}

function overlaps(entries: readonly { batchId: string; record: MakeupRecord }[]): RuleIssue[] {
  const byVolunteer = new Map<string, { batchId: string; record: MakeupRecord }[]>()
  for (const entry of entries) {
    const key = `${entry.record.userId.trim()}\u0000${entry.record.date}`
    byVolunteer.set(key, [...(byVolunteer.get(key) ?? []), entry])
  }
  const issues: RuleIssue[] = []
  const flagged = new Set<string>()
  for (const group of byVolunteer.values()) {
    const sorted = [...group].sort(
      (a, b) => minutes(a.record.startTime) - minutes(b.record.startTime),
    )
    for (let i = 0; i < sorted.length; i++) {
      const a = sorted[i]
      if (!a) continue
      for (let j = i + 1; j < sorted.length; j++) {
        const b = sorted[j]
        if (!b || minutes(b.record.startTime) >= minutes(a.record.endTime)) break
        for (const [self, other] of [
          [a, b],
          [b, a],
        ] as const) {
          if (flagged.has(self.record.id)) continue
          flagged.add(self.record.id)
          issues.push({
            batchId: self.batchId,
            recordId: self.record.id,
            field: 'userId',
            code: 'overlap',
            otherBatchId: other.batchId,
          })
        }
      }
    }
  }
  return issues
}
