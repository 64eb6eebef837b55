import type { AppRoute, RouteMeta } from '@gdzyz/auth'

type Flags = Omit<RouteMeta, 'title'>

/** A page of the route table: `[zh-CN, zh-TW]` title plus display attributes. */
export function page(path: string, title: readonly [string, string], flags: Flags = {}): AppRoute {
  return { path, meta: { title: { 'zh-CN': title[0], 'zh-TW': title[1] }, ...flags } }
}

/**
 * A page whose path is an external address read from the runtime configuration when the route
 * table is used (after `config.json` has been applied), not when this module is evaluated.
 */
export function externalPage(
  address: () => string,
  title: readonly [string, string],
  flags: Flags = {},
): AppRoute {
  const route = page('', title, flags)
  Object.defineProperty(route, 'path', { get: address, enumerable: true })
  return route
}

/** A hidden page; without a permission it is open to every signed-in user. */
export function hidden(
  path: string,
  title: readonly [string, string],
  permission?: string,
): AppRoute {
  return page(path, title, permission ? { hidden: true, permission } : { hidden: true })
}

/** A permission-gated section that redirects to its first child. */
export function group(
  path: string,
  title: readonly [string, string],
  flags: Flags & { permission: string; icon: string },
  children: AppRoute[],
): AppRoute {
  const first = children.find((child) => !child.meta?.hidden) ?? children[0]
  return {
    path,
    ...(first ? { redirect: `${path}/${first.path}` } : {}),
    meta: { title: { 'zh-CN': title[0], 'zh-TW': title[1] }, ...flags },
    children,
  }
}
