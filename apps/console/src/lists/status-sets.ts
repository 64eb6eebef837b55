import type { StatusSet } from './descriptor'

/**
 * Status vocabularies by code: the code is the index, the value the `app:status.*` key.
 * The demo backend and the list filters use the same codes.
 */
export const STATUS_SETS: Readonly<Record<StatusSet, readonly string[]>> = {
  audit: ['pending', 'approved', 'rejected'],
  state: ['active', 'disabled', 'closed'],
  publish: ['draft', 'published', 'offline'],
  handle: ['unhandled', 'handling', 'handled'],
  card: ['cardApplied', 'cardMaking', 'cardIssued', 'cardReturned'],
  hire: ['hirePending', 'hired', 'notHired'],
  confirm: ['confirmPending', 'confirmed'],
}

/** The codes of a status set, in order. */
export function statusCodes(set: StatusSet): readonly number[] {
  return STATUS_SETS[set].map((_, code) => code)
}

/** The i18n key of a status code (`app:status.*`), or undefined for an unknown code. */
export function statusKey(set: StatusSet, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const code = typeof value === 'number' ? value : Number(value)
  return Number.isInteger(code) ? STATUS_SETS[set][code] : undefined
}
