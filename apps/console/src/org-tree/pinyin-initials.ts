/**
 * Pinyin initials of Chinese names, for type-ahead in 组织树: typing `gz` reaches 广州市 and `th`
 * 天河区. A browser keeps the input method off while a tree item (not a text field) has the focus,
 * so users type Latin letters there; this maps a name to the letters they type.
 *
 * No dictionary: the initial of a Han character is found with the platform's Chinese collation
 * (CLDR pinyin order, `Intl.Collator('zh-Hans-CN')`), between the first characters of each
 * initial. Measured against a dictionary library over the 20,902 basic CJK characters, one of a
 * character's readings matched for 98.4 %; the misses are rare characters and polyphones, whose
 * second reading in place names is listed below (docs/performance.md has the figures).
 */
const LETTERS = 'abcdefghjklmnopqrstwxyz'
/** The first character of each initial of LETTERS in the pinyin collation. */
const FIRSTS = '吖八嚓咑妸发旮哈讥咔垃呣拏噢妑七呥仨他屲夕丫帀'
/** Second readings of characters common in names (the collation gives the first). */
const ALSO: Readonly<Record<string, string>> = {
  长: 'c',
  埔: 'p',
  番: 'p',
  重: 'c',
  行: 'h',
  乐: 'y',
  厦: 'x',
  会: 'k',
  朝: 'z',
  单: 's',
  石: 'd',
  沈: 'c',
  调: 't',
  藏: 'z',
  解: 'x',
  传: 'z',
  便: 'p',
  查: 'z',
  涌: 'c',
}
const HAN = /\p{Script=Han}/u
const LATIN_OR_DIGIT = /^[a-z0-9]$/
const CACHE_LIMIT = 20_000

let collator: Intl.Collator | null | undefined
const cache = new Map<string, readonly string[]>()
// Names share characters: each is compared with the collation once.
const byChar = new Map<string, string>()

/** The pinyin collation, or null where the platform has none (then Han characters give nothing). */
function pinyinCollator(): Intl.Collator | null {
  if (collator !== undefined) return collator
  const candidate = new Intl.Collator('zh-Hans-CN')
  const ordered = [...FIRSTS].every(
    (ch, i, all) => i === 0 || candidate.compare(all[i - 1] ?? '', ch) < 0,
  )
  collator = candidate.resolvedOptions().locale.startsWith('zh') && ordered ? candidate : null
  return collator
}

function hanInitial(ch: string, by: Intl.Collator): string {
  const known = byChar.get(ch)
  if (known !== undefined) return known
  let low = 0
  let high = FIRSTS.length - 1
  let found = -1
  while (low <= high) {
    const mid = (low + high) >> 1
    if (by.compare(FIRSTS[mid] ?? '', ch) <= 0) {
      found = mid
      low = mid + 1
    } else high = mid - 1
  }
  const first = found < 0 ? '' : (LETTERS[found] ?? '')
  const letters = first + (ALSO[ch] ?? '')
  if (byChar.size >= CACHE_LIMIT) byChar.clear()
  byChar.set(ch, letters)
  return letters
}

/**
 * Per character of `name` that can be typed, the letters it may be typed as: a Han character's
 * initials (two for a listed polyphone), a Latin letter or digit as itself in lower case. Other
 * characters (spaces, brackets, punctuation) are left out.
 */
export function initialsOf(name: string): readonly string[] {
  const known = cache.get(name)
  if (known) return known
  const by = pinyinCollator()
  const letters: string[] = []
  for (const ch of name) {
    const lower = ch.toLowerCase()
    if (LATIN_OR_DIGIT.test(lower)) letters.push(lower)
    else if (HAN.test(ch)) {
      const initial = by ? hanInitial(ch, by) : ''
      if (initial) letters.push(initial)
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(name, letters)
  return letters
}

/** Whether `typed` (Latin letters and digits, any case) spells the initials of the start of `name`. */
export function startsWithInitials(name: string, typed: string): boolean {
  const keys = typed.toLowerCase()
  if (!keys || !/^[a-z0-9]+$/.test(keys)) return false
  const letters = initialsOf(name)
  if (letters.length < keys.length) return false
  return [...keys].every((key, i) => letters[i]?.includes(key) ?? false)
}
