import type { AuthMenuNode } from './auth-api'

type MenuTree = readonly AuthMenuNode[] | null | undefined

function* walk(tree: MenuTree): Generator<AuthMenuNode> {
  const stack = [...(tree ?? [])].reverse()
  while (stack.length > 0) {
    const node = stack.pop()
    if (!node || typeof node !== 'object') continue
    yield node
    const children = Array.isArray(node.children) ? node.children : []
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as AuthMenuNode)
  }
}

/** Every `menuCode` in the left-menu tree, depth first. */
export function collectMenuCodes(tree: MenuTree): string[] {
  const codes: string[] = []
  for (const node of walk(tree)) {
    if (typeof node.menuCode === 'string' && node.menuCode !== '') codes.push(node.menuCode)
  }
  return codes
}

/**
 * The menu id of the first node whose `menuCode` is `code` (used to ask for type-5
 * announcements on route change). Ids are returned as strings: long ids arrive as
 * exact decimal strings and must not pass through a JavaScript number.
 */
export function menuIdFor(code: string | undefined, tree: MenuTree): string | undefined {
  if (!code) return undefined
  for (const node of walk(tree)) {
    if (node.menuCode === code && node.id != null) return String(node.id)
  }
  return undefined
}
