/**
 * Test-only reference for the GB 11643 check character, written from the ISO 7064 MOD 11-2
 * definition (the weighted sum of all 18 values, weight 2^(18-i) mod 11 for position i counted
 * from 1, check value weight 1, must be ≡ 1 mod 11) rather than from the implementation's
 * weight and lookup tables.
 */
export const referenceCheckChar = (first17: string): string => {
  let sum = 0
  for (let i = 1; i <= 17; i++) sum += Number(first17.charAt(i - 1)) * (2 ** (18 - i) % 11)
  const check = (((1 - sum) % 11) + 11) % 11
  return check === 10 ? 'X' : String(check)
}

/** `first17` completed with its reference check character. */
export const withCheck = (first17: string): string => first17 + referenceCheckChar(first17)

/** The same ID with a check character that is certainly wrong. */
export const withWrongCheck = (first17: string): string => {
  const right = referenceCheckChar(first17)
  return first17 + (right === '0' ? '1' : '0')
}

/** Local calendar day `yyyymmdd` of a date. */
export const ymd = (date: Date): string =>
  String(date.getFullYear()).padStart(4, '0') +
  String(date.getMonth() + 1).padStart(2, '0') +
  String(date.getDate()).padStart(2, '0')
