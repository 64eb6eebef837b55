import type { MakeupBatch, MakeupRecord, Volunteer } from './types'

/** Pure edits of a session's batches; each returns a new array and leaves its input unchanged. */

export type NewId = () => string

const defaultId: NewId = () => globalThis.crypto.randomUUID()

export function addBatch(
  batches: readonly MakeupBatch[],
  init: Pick<MakeupBatch, 'date' | 'start' | 'end'>,
  newId: NewId = defaultId,
): MakeupBatch[] {
  return [...batches, { id: newId(), ...init, records: [] }]
}

export function updateBatch(
  batches: readonly MakeupBatch[],
  batchId: string,
  patch: Partial<Pick<MakeupBatch, 'date' | 'start' | 'end'>>,
): MakeupBatch[] {
  return batches.map((batch) => (batch.id === batchId ? { ...batch, ...patch } : batch))
}

export function removeBatch(batches: readonly MakeupBatch[], batchId: string): MakeupBatch[] {
  return batches.filter((batch) => batch.id !== batchId)
}

/**
 * Adds volunteers to a batch with the batch's date and times; volunteers already in that batch
 * are skipped (the same person twice in one batch is never intended).
 */
export function addVolunteers(
  batches: readonly MakeupBatch[],
  batchId: string,
  volunteers: readonly Volunteer[],
  newId: NewId = defaultId,
): MakeupBatch[] {
  return batches.map((batch) => {
    if (batch.id !== batchId) return batch
    const present = new Set(batch.records.map((record) => record.userId))
    const added: MakeupRecord[] = []
    for (const volunteer of volunteers) {
      if (present.has(volunteer.userId)) continue
      present.add(volunteer.userId)
      added.push({
        id: newId(),
        userId: volunteer.userId,
        userName: volunteer.userName,
        date: batch.date,
        startTime: batch.start,
        endTime: batch.end,
        override: false,
      })
    }
    return { ...batch, records: [...batch.records, ...added] }
  })
}

export function updateRecord(
  batches: readonly MakeupBatch[],
  batchId: string,
  recordId: string,
  patch: Partial<Omit<MakeupRecord, 'id'>>,
): MakeupBatch[] {
  return batches.map((batch) =>
    batch.id === batchId
      ? {
          ...batch,
          records: batch.records.map((record) =>
            record.id === recordId ? { ...record, ...patch } : record,
          ),
        }
      : batch,
  )
}

export function removeRecord(
  batches: readonly MakeupBatch[],
  batchId: string,
  recordId: string,
): MakeupBatch[] {
  return batches.map((batch) =>
    batch.id === batchId
      ? { ...batch, records: batch.records.filter((record) => record.id !== recordId) }
      : batch,
  )
}
