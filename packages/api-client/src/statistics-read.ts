import { ApiError } from './api-error'
import { FALLBACK_MESSAGE } from './messages'
import { isRecord } from './parsed-bodies'

/** A count or amount as exact decimal text ("1234", "98765432109876543210.5"). */
export type StatValue = string

const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/

/** Thrown inside the readers; the operation turns it into an ApiError with the raw body. */
class ShapeError extends Error {}

/**
 * A number of a raw statistics answer as exact text: a safe JS number is written without an
 * exponent; an unsafe one arrives as a string from the lossless parser and is kept as it is.
 */
export const statValue = (value: unknown): StatValue => {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const text = String(value)
    return /e/i.test(text)
      ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
      : text
  }
  if (typeof value === 'string' && DECIMAL.test(value)) return value
  if (typeof value === 'bigint') return value.toString()
  throw new ShapeError('not a number')
}

export const text = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  throw new ShapeError('not a text')
}

export const member = <T extends string>(value: unknown, values: readonly T[]): T => {
  if (values.includes(value as T)) return value as T
  throw new ShapeError('unknown value')
}

export const record = (value: unknown): Record<string, unknown> => {
  if (isRecord(value)) return value
  throw new ShapeError('not an object')
}

export const list = <T>(value: unknown, item: (value: Record<string, unknown>) => T): T[] => {
  if (!Array.isArray(value)) throw new ShapeError('not an array')
  return value.map((entry) => item(record(entry)))
}

/**
 * Reads an envelope-exempt answer with `read`. An answer of another shape rejects with an
 * ApiError: an envelope refusal (`{ code: 0, msg }`) keeps its msg and code, anything else says
 * 'Error'. Nothing is shown by the client here: the page shows the failure.
 */
export const readRaw = <T>(raw: unknown, read: (raw: Record<string, unknown>) => T): T => {
  try {
    return read(record(raw))
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error
    const msg = isRecord(raw) && typeof raw.msg === 'string' && raw.msg ? raw.msg : FALLBACK_MESSAGE
    const code =
      isRecord(raw) && (typeof raw.code === 'number' || typeof raw.code === 'string')
        ? raw.code
        : undefined
    throw new ApiError({ kind: code === undefined ? 'parse' : 'envelope', msg, code, body: raw })
  }
}
