// JSON.parse of V8 13.6 to 14.6 (Node 24 LTS, Node 26) mixes up object keys that are one escaped
// character (`"\\"`, `"\""`, `"\n"`, `"\u0041"`…): once it has read one, later keys of that form
// in the process can come back as a backslash. Values and longer keys are read right, and so
// is everything in Chromium 156. parseApiJson reads such keys under a longer stand-in name and
// puts the real key back (./parse-api-json.ts).

// Whole strings, so that nothing inside a string is taken for a key; or a lone quote (an
// unterminated string, left for JSON.parse to report).
const STRING = /"[^"\\]*(?:\\[\s\S][^"\\]*)*"|"/g
const ONE_ESCAPED_CHAR = /^"\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})"$/
const COLON = 58

const isJsonSpace = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9

const colonAt = (text: string, from: number): boolean => {
  let i = from
  while (isJsonSpace(text.charCodeAt(i))) i++
  return text.charCodeAt(i) === COLON
}

/**
 * True when some object in `value` has the key `\`: what JSON.parse gives for a key of one
 * escaped character, right or wrong. Checking the parsed value costs less than any search of the
 * text (most answers hold backslashes in strings and no such key). Iterative, for deep nesting.
 */
export function holdsBackslashKey(value: unknown): boolean {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node !== 'object' || node === null) continue
    if (Array.isArray(node)) {
      for (const item of node) if (typeof item === 'object' && item !== null) stack.push(item)
      continue
    }
    for (const key in node) {
      if (key === '\\') return true
      const child = (node as Record<string, unknown>)[key]
      if (typeof child === 'object' && child !== null) stack.push(child)
    }
  }
  return false
}

/** A key prefix that occurs nowhere in `text`. */
export function standInPrefix(text: string): string {
  for (;;) {
    const prefix = `gdzyz-key-${Math.random().toString(36).slice(2)}-`
    if (!text.includes(prefix)) return prefix
  }
}

/**
 * `text` with every key that is one escaped character renamed to `<prefix><char code>`; keys
 * only (a whole string followed by ':'), never string contents. Null for an unterminated string.
 */
export function renameOneCharKeys(text: string, prefix: string): string | null {
  const lexer = new RegExp(STRING.source, 'g')
  let out = ''
  let copied = 0
  for (let match = lexer.exec(text); match !== null; match = lexer.exec(text)) {
    const token = match[0]
    if (token.length === 1) return null
    const end = match.index + token.length
    if (!ONE_ESCAPED_CHAR.test(token) || !colonAt(text, end)) continue
    const char = JSON.parse(token) as string
    out += `${text.slice(copied, match.index)}"${prefix}${char.charCodeAt(0)}"`
    copied = end
  }
  return copied === 0 ? text : out + text.slice(copied)
}

const define = (target: object, key: string, value: unknown): void => {
  // defineProperty, not assignment: a key named __proto__ stays an own property as JSON.parse made it.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}

/** The object with its stand-in keys renamed back, in the same order; itself when it has none. */
const withRealKeys = (node: Record<string, unknown>, prefix: string): Record<string, unknown> => {
  const keys = Object.keys(node)
  if (!keys.some((key) => key.startsWith(prefix))) return node
  const out: Record<string, unknown> = {}
  for (const key of keys) {
    const real = key.startsWith(prefix)
      ? String.fromCharCode(Number(key.slice(prefix.length)))
      : key
    define(out, real, node[key])
  }
  return out
}

/** Puts the real keys back everywhere in `root`. Iterative, so deep nesting cannot overflow. */
export function restoreOneCharKeys(root: unknown, prefix: string): unknown {
  if (typeof root !== 'object' || root === null) return root
  const top = Array.isArray(root) ? root : withRealKeys(root as Record<string, unknown>, prefix)
  const stack: object[] = [top]
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown>
    for (const key of Object.keys(node)) {
      const child = node[key]
      if (typeof child !== 'object' || child === null) continue
      const fixed = Array.isArray(child)
        ? child
        : withRealKeys(child as Record<string, unknown>, prefix)
      if (fixed !== child) define(node, key, fixed)
      stack.push(fixed)
    }
  }
  return top
}
