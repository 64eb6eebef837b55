import { dayNumber, dayNumberOf } from './calendar'

// GB 11643 / ISO 7064 MOD 11-2: weight i is 2^(17-i) mod 11; the check character is
// CHECK[sum mod 11].
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'
const ID18 = /^\d{6}((?:18|19|20)\d{6})\d{3}[\dXx]$/
const ID15 = /^\d{6}(\d{6})\d{3}$/

const hasValidCheckDigit = (id: string): boolean => {
  let sum = 0
  WEIGHTS.forEach((weight, i) => {
    sum += weight * (id.charCodeAt(i) - 48)
  })
  return CHECK[sum % 11] === id.charAt(17).toUpperCase()
}

/**
 * The birth date (`yyyymmdd`) of a valid mainland ID card number: 18 characters with a real
 * date not after `today` and a correct check digit, or a legacy 15-digit number whose
 * `yymmdd` is read as 19yy. `null` for anything else. No trimming: pass the exact input.
 */
export const birthDateFromIdCard = (id: string, today: Date = new Date()): string | null => {
  if (typeof id !== 'string') return null
  const long = ID18.exec(id)
  const short = long ? null : ID15.exec(id)
  const birth = long?.[1] ?? (short ? `19${short[1]}` : null)
  if (birth === null || (long && !hasValidCheckDigit(id))) return null
  const day = dayNumberOf(birth)
  return day !== null && day <= dayNumber(today) ? birth : null
}

/** Mainland resident ID card number (see `birthDateFromIdCard` for the exact rule). */
export const isIdCard = (value: unknown, today?: Date): boolean =>
  birthDateFromIdCard(value as string, today) !== null
