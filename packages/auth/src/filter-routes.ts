import { isExternalLink } from './external-link'
import { permissionOf } from './route-catalogue'

/**
 * The shape `filterRoutes` needs, loose enough for plain route data (`AppRoute`), vue-router's
 * `RouteRecordRaw` (whose `meta` values are `unknown` and whose `redirect` may be a location or
 * a function) and react-router's `RouteObject` (with or without a `meta` field). A
 * `meta.permission` that is not a string is never among the codes, so its route is dropped.
 */
export interface FilterableRoute {
  path?: string
  redirect?: unknown
  meta?: { readonly permission?: unknown; readonly hidden?: unknown } | undefined
  children?: readonly FilterableRoute[] | undefined
}

type Codes = ReadonlySet<string> | readonly string[]

function isAllowed(route: FilterableRoute, codes: ReadonlySet<string>): boolean {
  const code = permissionOf(route)
  return code === undefined || (code !== null && codes.has(code))
}

function joinPath(parent: string | undefined, child: string): string {
  if (child.startsWith('/') || isExternalLink(child)) return child
  const base = (parent ?? '').replace(/\/+$/, '')
  return `${base}/${child}`
}

// A group lands on its first visible internal child, else on its first kept child.
function redirectFor(parent: string | undefined, children: readonly FilterableRoute[]) {
  let fallback: string | undefined
  for (const child of children) {
    if (child.path === undefined) continue
    if (!child.meta?.hidden && !isExternalLink(child.path)) return joinPath(parent, child.path)
    fallback ??= child.path
  }
  return fallback === undefined ? undefined : joinPath(parent, fallback)
}

function filterLevel<R extends FilterableRoute>(routes: readonly R[], codes: ReadonlySet<string>) {
  const kept: R[] = []
  for (const route of routes) {
    if (!isAllowed(route, codes)) continue
    if (!route.children || route.children.length === 0) {
      kept.push(route)
      continue
    }
    const children = filterLevel(route.children as readonly R[], codes)
    // A group left without any child has nothing to show or redirect to.
    if (children.length === 0) continue
    const group: R & { redirect?: unknown } = { ...route, children }
    const redirect = redirectFor(route.path, children)
    // A redirect given in the input may point at a dropped child: always recompute.
    if (redirect === undefined) delete group.redirect
    else group.redirect = redirect
    kept.push(group)
  }
  return kept
}

/**
 * Keeps the routes the user may see (SPEC section 4): a route stays when its
 * `meta.permission` is `*`, absent or one of `codes`; children are filtered the
 * same way; a dropped group takes its children with it; every kept group
 * redirects to its first kept child. Pure and order-preserving: the input is
 * never mutated, kept groups are shallow copies.
 */
export function filterRoutes<R extends FilterableRoute>(
  routes: readonly R[],
  codes: Codes,
): WithRedirect<R>[] {
  return filterLevel(routes, codes instanceof Set ? codes : new Set(codes)) as WithRedirect<R>[]
}

/** A route type that can carry the string `redirect` that `filterRoutes` gives kept groups. */
export type WithRedirect<R> = 'redirect' extends keyof R ? R : R & { redirect?: string }
