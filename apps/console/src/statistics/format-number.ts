import type { Locale } from '@gdzyz/auth'

/**
 * Numbers of the statistics pages, formatted from their exact decimal text: nothing here goes
 * through a JS number, so a 20-digit count or a long decimal is shown with every digit it has.
 */
interface Decimal {
  negative: boolean
  /** The value is digits / 10^scale. */
  digits: bigint
  scale: number
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

const parse = (text: string): Decimal | undefined => {
  const match = DECIMAL.exec(text.trim())
  if (!match) return undefined
  const fraction = match[3] ?? ''
  return {
    negative: match[1] === '-',
    digits: BigInt(`${match[2]}${fraction}`),
    scale: fraction.length,
  }
}

const TEN = 10n
const pow10 = (n: number) => TEN ** BigInt(n)

/** Rounded half away from zero to `places` fraction digits. */
const round = (d: Decimal, places: number): Decimal => {
  if (d.scale <= places) return d
  const divisor = pow10(d.scale - places)
  const kept = d.digits / divisor
  const rest = d.digits % divisor
  return { ...d, digits: rest * 2n >= divisor ? kept + 1n : kept, scale: places }
}

const GROUPS = /\B(?=(\d{3})+(?!\d))/g

/** Fixed text with thousands separators; trailing fraction zeros dropped. */
const write = (d: Decimal): string => {
  const text = d.digits.toString().padStart(d.scale + 1, '0')
  const whole = text.slice(0, text.length - d.scale).replace(GROUPS, ',')
  const fraction = text.slice(text.length - d.scale).replace(/0+$/, '')
  const sign = d.negative && d.digits !== 0n ? '-' : ''
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Every digit with thousands separators: "98765432109876543210" -> "98,765,432,109,876,543,210". */
export function formatFull(text: string): string {
  const d = parse(text)
  return d ? write(d) : text
}

const UNITS: Record<Locale, readonly [exponent: number, unit: string][]> = {
  'zh-CN': [
    [12, '万亿'],
    [8, '亿'],
    [4, '万'],
  ],
  'zh-TW': [
    [12, '兆'],
    [8, '億'],
    [4, '萬'],
  ],
}

/**
 * For reading: below 10,000 the number itself (at most 2 decimals), from 10,000 on in 万 / 亿 /
 * 万亿 (zh-TW 萬 / 億 / 兆) with at most 2 decimals, rounded half up: 12345 -> 1.23万,
 * 99999999 -> 1亿.
 */
export function formatReadable(text: string, locale: Locale): string {
  const d = parse(text)
  if (!d) return text
  const magnitude = d.digits
  if (magnitude < pow10(4 + d.scale)) return write(round(d, 2))
  for (const [exponent, unit] of UNITS[locale]) {
    const scaled = round({ ...d, scale: d.scale + exponent }, 2)
    if (scaled.digits >= pow10(scaled.scale)) return `${write(scaled)}${unit}`
  }
  return write(round(d, 2))
}

export interface Change {
  /** "+12.3%", "-4%", "0%". */
  text: string
  direction: 'up' | 'down' | 'flat'
}

/** Change of `current` against `previous` in percent (1 decimal), or null when previous is 0. */
export function formatChange(current: string, previous: string): Change | null {
  const a = parse(current)
  const b = parse(previous)
  if (!a || !b || b.digits === 0n) return null
  const scale = Math.max(a.scale, b.scale)
  const signed = (d: Decimal) => (d.negative ? -1n : 1n) * d.digits * pow10(scale - d.scale)
  const x = signed(a)
  const y = signed(b)
  // Per mille of |previous|, rounded half away from zero.
  const numerator = (x - y) * 1000n
  const denominator = y < 0n ? -y : y
  const negative = numerator < 0n
  const absolute = negative ? -numerator : numerator
  const perMille = (absolute * 2n + denominator) / (denominator * 2n)
  const percent = write({ negative: false, digits: perMille, scale: 1 })
  if (perMille === 0n) return { text: '0%', direction: 'flat' }
  return negative
    ? { text: `-${percent}%`, direction: 'down' }
    : { text: `+${percent}%`, direction: 'up' }
}

/** A chart's plotting value (charts draw floats; the text shown stays exact). */
export function chartNumber(text: string): number {
  const value = Number(text)
  return Number.isFinite(value) ? value : 0
}
