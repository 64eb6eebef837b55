import {
  type AppRoute,
  isExternalLink,
  type LocalizedText,
  SPECIAL_PERMISSIONS,
  type SpecialPermission,
} from '@gdzyz/auth'

export interface MenuItem {
  kind: 'item'
  key: string
  href: string
  title: LocalizedText
  icon?: string
  external: boolean
  /** One of the three special permissions: opened by the app with the token. */
  special?: SpecialPermission
}

export interface MenuGroup {
  kind: 'group'
  key: string
  title: LocalizedText
  icon?: string
  children: MenuEntry[]
}

export type MenuEntry = MenuItem | MenuGroup

export function joinPath(base: string, path: string): string {
  if (isExternalLink(path) || path.startsWith('/')) return path
  const joined = `${base.replace(/\/+$/, '')}/${path}`
  return joined.startsWith('/') ? joined : `/${joined}`
}

const isSpecial = (code: string | undefined): code is SpecialPermission =>
  !!code && Object.hasOwn(SPECIAL_PERMISSIONS, code)

function toItem(route: AppRoute, href: string, icon: string | undefined): MenuItem | undefined {
  if (!route.meta?.title) return undefined
  const permission = route.meta.permission
  return {
    kind: 'item',
    key: href,
    href,
    title: route.meta.title,
    icon: route.meta.icon ?? icon,
    external: isExternalLink(href),
    ...(isSpecial(permission) ? { special: permission } : {}),
  }
}

/**
 * The sidebar menu from an already-filtered route tree (SPEC section 2): hidden routes never
 * show, groups without visible children disappear, a group with one visible child shows as
 * that child unless `alwaysShow`.
 */
export function buildMenu(routes: readonly AppRoute[], base = '/'): MenuEntry[] {
  const entries: MenuEntry[] = []
  for (const route of routes) {
    if (route.meta?.hidden) continue
    const path = joinPath(base, route.path)
    const visible = (route.children ?? []).filter((child) => !child.meta?.hidden)
    if (!route.children?.length) {
      const item = toItem(route, path, undefined)
      if (item) entries.push(item)
      continue
    }
    if (visible.length === 0) continue
    const only = visible[0]
    if (visible.length === 1 && only && !only.children?.length && !route.meta?.alwaysShow) {
      const item = toItem(only, joinPath(path, only.path), route.meta?.icon)
      if (item) entries.push(item)
      continue
    }
    const children = buildMenu(visible, path)
    if (children.length === 0) continue
    if (!route.meta?.title) entries.push(...children)
    else
      entries.push({
        kind: 'group',
        key: path,
        title: route.meta.title,
        icon: route.meta.icon,
        children,
      })
  }
  return entries
}

export function isActive(href: string, currentPath: string): boolean {
  return currentPath === href || currentPath.startsWith(`${href}/`)
}

export function groupContains(group: MenuGroup, currentPath: string): boolean {
  return group.children.some((child) =>
    child.kind === 'item' ? isActive(child.href, currentPath) : groupContains(child, currentPath),
  )
}
