import type { AppRoute } from '@gdzyz/auth'
import { asyncRoutes } from '../routes/table'
import { sectionLoaders } from './loaders'
import type { SectionPages } from './section-page'

export interface PageEntry {
  section: AppRoute
  route: AppRoute
  path: string
  page: SectionPages[string] | undefined
  external: boolean
}

/** Every page of the gated sections with what its section module gives it. */
export const routePages = async (): Promise<PageEntry[]> => {
  const entries: PageEntry[] = []
  for (const section of asyncRoutes) {
    const load = sectionLoaders[section.path]
    const pages = load ? (await load()).pages : {}
    for (const route of section.children ?? []) {
      const external = /^https?:/.test(route.path) || !load
      entries.push({
        section,
        route,
        path: `${section.path}/${route.path}`,
        page: pages[route.path],
        external,
      })
    }
  }
  return entries
}
