/** FNV-1a: a stable 32-bit hash of a text (resource names seed their rows). */
export const hashText = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A small deterministic generator (mulberry32): the same seed gives the same sequence. */
export interface Random {
  /** In [0, 1). */
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p) => next() < p,
  }
}

/** The generator of row `index` of the resource seeded with `seed`: rows are independent. */
export const rowRandom = (seed: number, index: number): Random =>
  createRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0)

export const pad = (n: number, width: number): string => String(n).padStart(width, '0')
