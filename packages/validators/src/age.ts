import { dayNumber, dayNumberOf } from './calendar'

/**
 * Exact age in whole years on `today` (local calendar day) of someone born on `yyyymmdd`: a
 * birthday not yet reached this year does not count, and a 29 February birthday counts on
 * 1 March in non-leap years. `null` for a malformed, impossible or future date.
 */
export const ageFromBirthDate = (yyyymmdd: string, today: Date = new Date()): number | null => {
  const birth = dayNumberOf(yyyymmdd)
  const now = dayNumber(today)
  // With days as yyyymmdd numbers the month-day part only borrows a year when not yet reached.
  return birth === null || birth > now ? null : Math.floor((now - birth) / 10000)
}
