import type { CardImportResult, CardImportRow, CardRowRefusal } from '@gdzyz/api-client'

export interface SendJob {
  rows: readonly CardImportRow[]
  /** Rows per request. */
  sliceSize: number
  /** One idempotency key per slice, made once: a retried slice sends its key again. */
  keys: readonly string[]
}

export type SendOutcome = {
  imported: number
  refused: CardRowRefusal[]
  /** Slices answered; the next call starts there. */
  nextSlice: number
} & ({ status: 'done' } | { status: 'cancelled' } | { status: 'failed'; error: unknown })

export const sliceCount = (rows: number, sliceSize: number) => Math.ceil(rows / sliceSize)

/**
 * Sends the rows slice after slice from `fromSlice`, reporting the rows answered so far. A
 * failed slice stops the run (the rows before it stay imported) and cancelling stops before the
 * next slice; either way `nextSlice` says where to go on.
 */
export async function sendRows(
  job: SendJob,
  fromSlice: number,
  send: (rows: CardImportRow[], key: string) => Promise<CardImportResult>,
  onProgress: (done: number) => void,
  signal: AbortSignal,
): Promise<SendOutcome> {
  const slices = sliceCount(job.rows.length, job.sliceSize)
  let imported = 0
  const refused: CardRowRefusal[] = []
  for (let slice = fromSlice; slice < slices; slice++) {
    if (signal.aborted) return { status: 'cancelled', imported, refused, nextSlice: slice }
    const rows = job.rows.slice(slice * job.sliceSize, (slice + 1) * job.sliceSize)
    try {
      const answer = await send(rows, job.keys[slice] as string)
      imported += answer.imported
      refused.push(...answer.refused)
    } catch (error) {
      return { status: 'failed', error, imported, refused, nextSlice: slice }
    }
    onProgress(Math.min((slice + 1) * job.sliceSize, job.rows.length))
  }
  return { status: 'done', imported, refused, nextSlice: slices }
}
