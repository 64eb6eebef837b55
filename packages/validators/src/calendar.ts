const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/**
 * Reads an 8-digit `yyyymmdd` string as the number yyyymmdd when it names a real day of the
 * Gregorian calendar; `null` otherwise. As numbers, days compare in calendar order.
 */
export const dayNumberOf = (yyyymmdd: string): number | null => {
  if (typeof yyyymmdd !== 'string' || !/^\d{8}$/.test(yyyymmdd)) return null
  const n = +yyyymmdd
  const year = Math.floor(n / 10000)
  const month = Math.floor(n / 100) % 100
  const day = n % 100
  const last = (DAYS_IN_MONTH[month - 1] ?? 0) + (month === 2 && isLeap(year) ? 1 : 0)
  return day >= 1 && day <= last ? n : null
}

/** The local calendar day of `today` as the number yyyymmdd. */
export const dayNumber = (today: Date): number =>
  today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate()
