import { type AppRoute, isExternalLink } from '@gdzyz/auth'
import { routeTable } from '../routes/table'

export interface IndexedRoute {
  route: AppRoute
  section?: AppRoute
  /** Every code needed to open the page: the section's and the page's own. */
  codes: string[]
}

function codesOf(...routes: (AppRoute | undefined)[]): string[] {
  return routes.flatMap((route) => {
    const code = route?.meta?.permission
    return code && code !== '*' ? [code] : []
  })
}

/** Full path -> route, for titles, permissions and menu ids of the current location. */
export function indexRoutes(table: readonly AppRoute[]): ReadonlyMap<string, IndexedRoute> {
  const index = new Map<string, IndexedRoute>()
  for (const route of table) {
    index.set(route.path, { route, codes: codesOf(route) })
    for (const child of route.children ?? []) {
      if (isExternalLink(child.path)) continue
      index.set(`${route.path}/${child.path}`, {
        route: child,
        section: route,
        codes: codesOf(route, child),
      })
    }
  }
  return index
}

/** The index of the console's route table. */
export const ROUTE_INDEX = indexRoutes(routeTable)
