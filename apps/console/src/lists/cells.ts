import type { Locale } from '@gdzyz/auth'
import { maskIdCard, maskMobile } from '@gdzyz/validators'
import type { CellKind, StatusSet } from './descriptor'
import { cityName } from './districts'
import { statusKey } from './status-sets'

export { statusKey }

/** What a cell needs besides its value: the language and the page's status vocabulary. */
export interface CellContext {
  locale: Locale
  status: StatusSet
  /** `app:status.*` label of a status key. */
  statusLabel: (key: string) => string
}

const pad = (n: number) => String(n).padStart(2, '0')
// Times are shown in the platform's zone (China Standard Time, UTC+8, no daylight saving),
// whatever the browser's zone or locale.
const CST_OFFSET_MS = 8 * 3600 * 1000

function formatEpoch(ms: number): string {
  const d = new Date(ms + CST_OFFSET_MS)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?/

/** yyyy-mm-dd HH:mm:ss of an epoch (ms) or a date-time string; other text as it is. */
export function formatDateTime(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatEpoch(value)
  const text = String(value)
  if (/^\d{12,13}$/.test(text)) return formatEpoch(Number(text))
  const match = DATE_TIME.exec(text)
  if (!match) return text
  return match[2]
    ? `${match[1]} ${match[2].length === 5 ? `${match[2]}:00` : match[2]}`
    : `${match[1]}`
}

const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const NUMBER = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 })

function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : Number(value)
  return typeof value !== 'boolean' && value !== '' && Number.isFinite(n) ? n : undefined
}

/** An https or http address the page may link to, or undefined. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

function readable(kind: CellKind, value: unknown, ctx: CellContext): string {
  const text = typeof value === 'string' ? value : String(value)
  switch (kind) {
    case 'status': {
      const key = statusKey(ctx.status, value)
      return key ? ctx.statusLabel(key) : text
    }
    case 'dateTime':
      return formatDateTime(value)
    case 'date':
      return formatDateTime(value).slice(0, 10)
    case 'district':
      return cityName(text, ctx.locale) ?? text
    default:
      return text
  }
}

/**
 * Text of one cell on screen. Ids are shown exactly as received: long ids arrive as decimal
 * strings (the api-client never turns them into numbers). Personal data is masked.
 */
export function cellText(kind: CellKind, value: unknown, ctx: CellContext): string {
  if (value === null || value === undefined || value === '') return ''
  switch (kind) {
    case 'idCard':
      return maskIdCard(String(value))
    case 'mobile':
      return maskMobile(String(value))
    case 'money': {
      const n = toNumber(value)
      return n === undefined ? String(value) : `¥${MONEY.format(n)}`
    }
    case 'number': {
      const n = toNumber(value)
      return n === undefined ? String(value) : NUMBER.format(n)
    }
    default:
      return readable(kind, value, ctx)
  }
}

/**
 * Value of one cell in an export: amounts and counts as numbers; everything else as text,
 * ids and ID-card numbers in full (a text cell keeps all 18 digits).
 */
export function exportValue(kind: CellKind, value: unknown, ctx: CellContext): string | number {
  if (value === null || value === undefined || value === '') return ''
  if (kind === 'money' || kind === 'number') return toNumber(value) ?? String(value)
  if (kind === 'idCard' || kind === 'mobile' || kind === 'id') return String(value)
  return readable(kind, value, ctx)
}
