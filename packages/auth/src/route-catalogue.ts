import { isExternalLink } from './external-link'
import type { AppRoute, LocalizedText } from './route-types'

/**
 * The code that gates a route, as `filterRoutes` reads it: `undefined` when the route is open to
 * everyone (no `meta.permission`, or `*`), `null` when the value is not a string (such a route
 * is never kept), else the permission or menu code.
 */
export function permissionOf(route: {
  meta?: { readonly permission?: unknown } | undefined
}): string | null | undefined {
  const permission = route.meta?.permission
  if (permission === undefined || permission === '*') return undefined
  return typeof permission === 'string' ? permission : null
}

/** One assignable code with the title and full path of the first route it gates. */
export interface CatalogueEntry {
  code: string
  title: LocalizedText
  path: string
}

/** A section of the route table (its own code) and the codes of the pages below it. */
export interface CatalogueSection extends CatalogueEntry {
  entries: CatalogueEntry[]
}

/**
 * `permission`: every code of the route table, hidden pages included. `menu`: the codes of
 * what the sidebar can show (sections and their visible pages).
 */
export type CatalogueKind = 'permission' | 'menu'

const joined = (parent: string, child: string) =>
  child.startsWith('/') || isExternalLink(child) ? child : `${parent.replace(/\/+$/, '')}/${child}`

/**
 * The assignable codes of `routes` grouped by top-level section, in route-table order, each code
 * once (the first route it gates names it). Built from the same reading of `meta.permission` as
 * `filterRoutes`, so a route added to the table is assignable with no other change.
 */
export function routeCatalogue(
  routes: readonly AppRoute[],
  kind: CatalogueKind,
): CatalogueSection[] {
  const seen = new Set<string>()
  const take = (route: AppRoute, path: string): CatalogueEntry | undefined => {
    const code = permissionOf(route)
    if (typeof code !== 'string' || seen.has(code) || !route.meta) return undefined
    if (kind === 'menu' && route.meta.hidden) return undefined
    seen.add(code)
    return { code, title: route.meta.title, path }
  }
  const below = (route: AppRoute, path: string, into: CatalogueEntry[]) => {
    for (const child of route.children ?? []) {
      if (kind === 'menu' && child.meta?.hidden) continue
      const childPath = joined(path, child.path)
      const entry = take(child, childPath)
      if (entry) into.push(entry)
      below(child, childPath, into)
    }
  }
  const sections: CatalogueSection[] = []
  for (const route of routes) {
    const own = take(route, route.path)
    const entries: CatalogueEntry[] = []
    below(route, route.path, entries)
    if (own) sections.push({ ...own, entries })
    else if (entries.length > 0 && route.meta) {
      // An open section still groups the gated pages below it.
      sections.push({ code: '', title: route.meta.title, path: route.path, entries })
    }
  }
  return sections
}

/** Every code of a catalogue, sections first within each section. */
export const catalogueCodes = (sections: readonly CatalogueSection[]): string[] =>
  sections.flatMap((s) => [...(s.code ? [s.code] : []), ...s.entries.map((e) => e.code)])
