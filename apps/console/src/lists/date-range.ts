import { isIsoDate } from './url-state'

export type DateRangeCheck =
  | { ok: true; start?: string; end?: string }
  | { ok: false; errors: { start?: string; end?: string } }

/**
 * A typed period as a filter bar applies it: each end trimmed and a real yyyy-mm-dd date or
 * empty (else its message from `refuse`), the two swapped when typed the wrong way round.
 */
export function checkDateRange(
  typedStart: string,
  typedEnd: string,
  refuse: (key: 'start' | 'end') => string,
): DateRangeCheck {
  const start = typedStart.trim()
  const end = typedEnd.trim()
  const errors = {
    ...(start && !isIsoDate(start) ? { start: refuse('start') } : {}),
    ...(end && !isIsoDate(end) ? { end: refuse('end') } : {}),
  }
  if (errors.start || errors.end) return { ok: false, errors }
  const [from, to] = start && end && start > end ? [end, start] : [start, end]
  return { ok: true, ...(from ? { start: from } : {}), ...(to ? { end: to } : {}) }
}
