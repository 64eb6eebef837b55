import type { AppRoute, LocalizedText } from '@gdzyz/auth'
import { isActive, joinPath } from '../sidebar/menu-model'

export interface Crumb {
  title: LocalizedText
  href: string
}

/** Titles of the routes leading to `currentPath`, outermost first. */
export function breadcrumbTrail(
  routes: readonly AppRoute[],
  currentPath: string,
  base = '/',
): Crumb[] {
  for (const route of routes) {
    const href = joinPath(base, route.path)
    if (!isActive(href, currentPath) && !(href === '/' && route.children?.length)) continue
    const here: Crumb[] = route.meta?.title ? [{ title: route.meta.title, href }] : []
    const deeper = route.children ? breadcrumbTrail(route.children, currentPath, href) : []
    if (deeper.length > 0) return [...here, ...deeper]
    if (href === currentPath) return here
  }
  return []
}

/** The trail with the current page's crumb titled `title` (when given). */
export function withCurrentTitle(
  trail: Crumb[],
  currentPath: string,
  title: LocalizedText | undefined,
): Crumb[] {
  const last = trail.at(-1)
  if (!title || last?.href !== currentPath) return trail
  return [...trail.slice(0, -1), { ...last, title }]
}
