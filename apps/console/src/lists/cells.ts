import { maskIdCard, maskMobile } from '@gdzyz/validators'
import type { CellKind, StatusKind } from './column-sets'

const STATUS_KEYS: Record<StatusKind, readonly string[]> = {
  audit: ['pending', 'approved', 'rejected'],
  state: ['active', 'disabled', 'closed'],
  publish: ['draft', 'published', 'offline'],
}

/** The i18n key of a status code (`app:status.*`), or undefined for an unknown code. */
export function statusKey(kind: StatusKind, value: unknown): string | undefined {
  const index = typeof value === 'number' ? value : Number(value)
  return Number.isInteger(index) ? STATUS_KEYS[kind][index] : undefined
}

/**
 * Text of one cell. Ids are shown exactly as received: long ids arrive as decimal strings
 * (the api-client never turns them into numbers). Personal data is masked.
 */
export function cellText(kind: CellKind, value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' ? value : String(value)
  switch (kind) {
    case 'idCard':
      return maskIdCard(text)
    case 'mobile':
      return maskMobile(text)
    default:
      return text
  }
}
