/** SPEC section 9: page sizes offered everywhere. */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const

export type PagerItem = number | 'start-ellipsis' | 'end-ellipsis'

export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !(pageSize > 0)) return 1
  return Math.ceil(total / pageSize)
}

/** Page buttons with ellipses, at most 7 entries (the pager-count of the old console). */
export function pagerItems(page: number, count: number): PagerItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1)
  const current = Math.min(Math.max(1, page), count)
  if (current <= 4) return [1, 2, 3, 4, 5, 6, 'end-ellipsis', count]
  if (current >= count - 3)
    return [1, 'start-ellipsis', ...Array.from({ length: 6 }, (_, i) => count - 5 + i)]
  return [
    1,
    'start-ellipsis',
    current - 2,
    current - 1,
    current,
    current + 1,
    current + 2,
    'end-ellipsis',
    count,
  ]
}

/** A typed page number clamped to 1..count; NaN and garbage give `undefined`. */
export function clampPage(input: string | number, count: number): number | undefined {
  const value = typeof input === 'number' ? input : Number.parseInt(input, 10)
  if (!Number.isFinite(value)) return undefined
  return Math.min(Math.max(1, Math.trunc(value)), count)
}
