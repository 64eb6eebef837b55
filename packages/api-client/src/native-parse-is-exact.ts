// Decides whether `JSON.parse(text)` already gave every number exactly, so that the lossless
// rewrite can be skipped. Measured on a 1 MB list answer without long numbers: JSON.parse plus
// these checks costs 1.15x to 1.17x JSON.parse, where the cheapest regular-expression pass over
// the text found costs 1.35x to 1.5x (the figures are in docs/performance.md).

const DOT = 46
const isDigit = (c: number): boolean => c >= 48 && c <= 57
const isDigitOrDot = (c: number): boolean => isDigit(c) || c === DOT

const isInexact = (value: number): boolean =>
  !Number.isSafeInteger(value) && (Number.isInteger(value) || !Number.isFinite(value))

/**
 * True when the parsed value holds an integer beyond MAX_SAFE_INTEGER or an infinity (the traces
 * JSON.parse leaves of a long integer or an overflowing exponent), or a key `\` (JSON.parse may
 * have misread a key of one escaped character: ./one-char-keys.ts). Iterative, so a 10,000-level
 * nesting cannot overflow the stack.
 */
const holdsInexactNumber = (root: unknown): boolean => {
  const stack: unknown[] = []
  const visit = (item: unknown): boolean => {
    if (typeof item === 'number') return isInexact(item)
    if (typeof item === 'object' && item !== null) stack.push(item)
    return false
  }
  if (visit(root)) return true
  while (stack.length > 0) {
    const node = stack.pop() as object
    // for...in over JSON.parse's plain objects: no array per object as with Object.values
    // (measured: about 0.3 ms less per MB). JSON objects have no inherited enumerable keys.
    if (Array.isArray(node)) {
      for (const item of node) if (visit(item)) return true
    } else {
      for (const key in node) {
        if (key === '\\' || visit((node as Record<string, unknown>)[key])) return true
      }
    }
  }
  return false
}

/**
 * A decimal can only lose digits when it has 16 or more significant digits, so the text is
 * inspected around each '.' (native `indexOf`, no regex): a run of 16+ digits and dots may be
 * such a number. Runs inside strings are reported too; they only cost the exact path.
 */
const hasLongDecimalRun = (text: string): boolean => {
  for (let dot = text.indexOf('.'); dot !== -1; dot = text.indexOf('.', dot + 1)) {
    let start = dot
    let end = dot + 1
    while (start > 0 && isDigitOrDot(text.charCodeAt(start - 1))) start--
    while (isDigitOrDot(text.charCodeAt(end))) end++
    if (end - start >= 16) return true
    dot = end - 1
  }
  return false
}

/**
 * A negative exponent can underflow to 0 or to a denormal that drops digits (`1e-400`). Scanning
 * for '-' and looking back is about twice as fast as searching for "e-" and "E-".
 */
const hasNegativeExponent = (text: string): boolean => {
  for (let at = text.indexOf('-'); at !== -1; at = text.indexOf('-', at + 1)) {
    const before = text.charCodeAt(at - 1)
    if ((before === 101 || before === 69) && isDigit(text.charCodeAt(at - 2))) return true
  }
  return false
}

/**
 * True when `value` (what JSON.parse made of `text`) has every number exactly as written and no
 * key it may have misread. False means "maybe not": the caller then runs the exact paths.
 */
export const nativeParseIsExact = (text: string, value: unknown): boolean =>
  !holdsInexactNumber(value) && !hasLongDecimalRun(text) && !hasNegativeExponent(text)
