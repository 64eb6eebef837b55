import { ApiError } from './api-error'
import { nativeParseIsExact } from './native-parse-is-exact'
import {
  holdsBackslashKey,
  renameOneCharKeys,
  restoreOneCharKeys,
  standInPrefix,
} from './one-char-keys'

// Hand-written rather than lossless-json or json-bigint: measured on this project, lossless-json
// runs about 8x native JSON.parse and json-bigint turns safe numbers into strings. The real
// parsing (and any depth) is left to JSON.parse; this file only quotes the number tokens a JS
// number cannot hold exactly.

const MINUS = 45
const ZERO = 48
const NINE = 57
const MAX_SAFE = String(Number.MAX_SAFE_INTEGER)
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/
const INTEGER = /^-?\d+$/

const isNumberChar = (c: number): boolean =>
  (c >= ZERO && c <= NINE) || c === 46 || c === 43 || c === MINUS || c === 101 || c === 69

const isJsonSpace = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9

const significantDigits = (numberText: string): string => {
  const e = numberText.search(/[eE]/)
  const mantissa = e === -1 ? numberText : numberText.slice(0, e)
  return mantissa.replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '')
}

/** True when `token` (a valid JSON number) would change when read as a JS number. */
export const isUnsafeNumber = (token: string): boolean => {
  if (INTEGER.test(token)) {
    if (token.length > 17 && token.charCodeAt(token.charCodeAt(0) === MINUS ? 1 : 0) !== ZERO)
      return true
    const digits = token.charCodeAt(0) === MINUS ? token.slice(1) : token
    const trimmed = digits.replace(/^0+(?=\d)/, '')
    return (
      trimmed.length > MAX_SAFE.length || (trimmed.length === MAX_SAFE.length && trimmed > MAX_SAFE)
    )
  }
  const value = Number(token)
  if (!Number.isFinite(value)) return true
  return significantDigits(token) !== significantDigits(String(value))
}

const followedByColon = (text: string, from: number): boolean => {
  let i = from
  while (isJsonSpace(text.charCodeAt(i))) i++
  return text.charCodeAt(i) === 58
}

const quoteIfUnsafe = (text: string, start: number, end: number): string | null => {
  const token = text.slice(start, end)
  return JSON_NUMBER.test(token) && isUnsafeNumber(token) && !followedByColon(text, end)
    ? `"${token}"`
    : null
}

// The exact lexer: a whole string (so digits inside strings are never seen), a lone quote (an
// unterminated string: stop and let JSON.parse report it), or a candidate number (16+ mantissa
// characters, or a 3+ digit exponent). Only used when the fast path below cannot be trusted.
const TOKEN =
  /"[^"\\]*(?:\\[\s\S][^"\\]*)*"|"|-?[\d.]{16,}(?:[eE][+-]?\d+)?|-?[\d.]+[eE][+-]?\d{3,}/g

/** Returns `text` with every unsafe number token wrapped in quotes; strings are never touched. */
export const quoteUnsafeNumbers = (text: string): string => {
  const lexer = new RegExp(TOKEN.source, 'g')
  let out = ''
  let copied = 0
  for (let match = lexer.exec(text); match !== null; match = lexer.exec(text)) {
    const token = match[0]
    if (token.charCodeAt(0) === 34) {
      if (token.length === 1) return text
      continue
    }
    const start = match.index
    const end = start + token.length
    const before = text.charCodeAt(start - 1)
    if ((before >= ZERO && before <= NINE) || before === 46) continue
    if (isNumberChar(text.charCodeAt(end)) || /[a-zA-Z]/.test(text.charAt(end))) continue
    const quoted = quoteIfUnsafe(text, start, end)
    if (quoted === null) continue
    out += text.slice(copied, start) + quoted
    copied = end
  }
  return copied === 0 ? text : out + text.slice(copied)
}

// Outside strings, a number that is not the whole text follows ':', ',' or '[' (whitespace
// allowed between); an unsafe one has 16+ mantissa characters or a 3+ digit exponent. One regex
// pass finds these candidates without tracking strings, which is what keeps the common case
// (no long numbers) close to native speed.
const CANDIDATE = /[:,[][\s-]*(?:[\d.]{16}|[\d.]*\d[eE][+-]?\d{3})/g
const CANDIDATE_PROBE = new RegExp(CANDIDATE.source)

/**
 * Quotes the unsafe candidates, assuming they lie outside strings. A candidate that was inside
 * a string gets a quote inserted right after a non-backslash character, which ends that string
 * and leaves a digit or '-' straight after it: JSON.parse always rejects that, so a wrong guess
 * can never produce a value, only a syntax error (and then the exact lexer runs).
 */
const quoteCandidates = (text: string): string => {
  const finder = CANDIDATE
  finder.lastIndex = 0
  let out = ''
  let copied = 0
  for (let match = finder.exec(text); match !== null; match = finder.exec(text)) {
    let start = match.index + 1
    while (isJsonSpace(text.charCodeAt(start))) start++
    let end = finder.lastIndex
    while (isNumberChar(text.charCodeAt(end))) end++
    finder.lastIndex = end
    const quoted = quoteIfUnsafe(text, start, end)
    if (quoted === null) continue
    out += text.slice(copied, start) + quoted
    copied = end
  }
  return copied === 0 ? text : out + text.slice(copied)
}

const startsWithNumber = (text: string): boolean => {
  let i = 0
  while (isJsonSpace(text.charCodeAt(i))) i++
  const c = text.charCodeAt(i)
  return c === MINUS || (c >= ZERO && c <= NINE)
}

// How much of the text is searched for long numbers before trusting JSON.parse: answers that
// carry long ids carry them from the first rows, and 16 KB costs under 1 % of a 1 MB parse.
const PROBE_CHARS = 16_384

const quoteAndParse = (text: string): unknown => {
  const quoted = quoteCandidates(text)
  if (quoted === text) return JSON.parse(text)
  try {
    return JSON.parse(quoted)
  } catch {
    return JSON.parse(quoteUnsafeNumbers(text))
  }
}

/**
 * `value` as parsed, or, when it holds a key `\` (JSON.parse may have misread a key of one
 * escaped character: ./one-char-keys.ts), the text parsed again with those keys under stand-in
 * names that JSON.parse cannot mix up, then put back.
 */
function withKeysReadRight(text: string, value: unknown): unknown {
  if (!holdsBackslashKey(value)) return value
  const prefix = standInPrefix(text)
  const renamed = renameOneCharKeys(text, prefix)
  if (renamed === null || renamed === text) return value
  return restoreOneCharKeys(parseLossless(renamed), prefix)
}

function parseLossless(text: string): unknown {
  if (startsWithNumber(text)) return withKeysReadRight(text, JSON.parse(quoteUnsafeNumbers(text)))
  if (CANDIDATE_PROBE.test(text.slice(0, PROBE_CHARS)))
    return withKeysReadRight(text, quoteAndParse(text))
  // No long number near the start: parse natively and take the exact path only if the value
  // or the text shows a number JSON.parse may have changed (or a key it may have misread).
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return withKeysReadRight(text, quoteAndParse(text))
  }
  return nativeParseIsExact(text, value) ? value : withKeysReadRight(text, quoteAndParse(text))
}

/**
 * Parses JSON so that numbers a JS number cannot hold exactly (integers beyond
 * Number.MAX_SAFE_INTEGER, decimals that would lose digits) arrive as their exact decimal
 * string, while safe numbers stay numbers. Malformed input rejects with ApiError kind 'parse'.
 */
export const parseApiJson = (text: string): unknown => {
  try {
    return parseLossless(text)
  } catch (cause) {
    const looksHtml = /^\s*</.test(text)
    throw new ApiError({
      kind: 'parse',
      msg: looksHtml ? '服务器返回了网页而不是数据，请稍后重试。' : '服务器返回的数据格式错误。',
      body: text,
      cause,
    })
  }
}
