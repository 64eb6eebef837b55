import { PERMISSION_CATALOG } from './permission-catalog'
import type { Schema } from './wire'

type MenuNode = Schema<'MenuNode'>

const MENU_ID_BASE = 1234567890123400000n

/** Stable long-integer id of a menu code (same id for every account). */
export const menuIdOf = (code: string): bigint | undefined => {
  for (const [s, section] of PERMISSION_CATALOG.entries()) {
    if (section.group === code) return MENU_ID_BASE + BigInt(s * 100)
    const p = section.pages.indexOf(code)
    if (p !== -1) return MENU_ID_BASE + BigInt(s * 100 + p + 1)
  }
  return undefined
}

export const menuCodeOf = (id: string): string | undefined =>
  PERMISSION_CATALOG.flatMap((s) => [s.group, ...s.pages]).find(
    (code) => String(menuIdOf(code)) === id,
  )

/** Left-menu tree of the groups and pages among `codes`. */
export const menuTreeFor = (codes: readonly string[]): MenuNode[] =>
  PERMISSION_CATALOG.filter((s) => codes.includes(s.group)).map((s) => ({
    menuCode: s.group,
    id: menuIdOf(s.group) ?? 0n,
    children: s.pages
      .filter((p) => codes.includes(p))
      .map((p) => ({ menuCode: p, id: menuIdOf(p) ?? 0n })),
  }))
