const mask = (value: string, head: number, tail: number): string => {
  const chars = Array.from(value)
  const hidden = chars.length - head - tail
  // Too short to hide anything while keeping both ends: hide it all.
  if (hidden <= 0) return '*'.repeat(chars.length)
  return chars.slice(0, head).join('') + '*'.repeat(hidden) + chars.slice(-tail).join('')
}

/** Keeps the first 4 and last 4 characters of an ID number: `4405**********0014`. */
export const maskIdCard = (id: string): string => mask(id, 4, 4)

/** Keeps the first 3 and last 4 digits of a mobile number: `138****5678`. */
export const maskMobile = (mobile: string): string => mask(mobile, 3, 4)
