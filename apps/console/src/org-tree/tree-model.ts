import type { OrgTreeNode, OrgTreeSearchResult } from '@gdzyz/api-client'
import { startsWithInitials } from './pinyin-initials'

/** One visible line of the tree. */
export interface TreeRow {
  node: OrgTreeNode
  level: number
  posinset: number
  setsize: number
  parentId: string | undefined
  expanded: boolean
  /** Open, but its children have not arrived yet. */
  loading: boolean
}

/** The lines shown: every node whose ancestors are all open, depth first. */
export function visibleRows(
  roots: readonly OrgTreeNode[],
  childrenOf: (id: string) => readonly OrgTreeNode[] | undefined,
  expanded: ReadonlySet<string>,
): TreeRow[] {
  const rows: TreeRow[] = []
  const visit = (nodes: readonly OrgTreeNode[], level: number, parentId?: string) => {
    nodes.forEach((node, i) => {
      const open = node.hasChildren && expanded.has(node.id)
      const children = open ? childrenOf(node.id) : undefined
      rows.push({
        node,
        level,
        posinset: i + 1,
        setsize: nodes.length,
        parentId,
        expanded: open,
        loading: open && children === undefined,
      })
      if (children) visit(children, level + 1, node.id)
    })
  }
  visit(roots, 1)
  return rows
}

/** What a key does on the focused line (WAI-ARIA tree pattern). */
export type TreeMove =
  | { type: 'focus'; index: number }
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string }
  | { type: 'select'; index: number }

export function keyMove(
  rows: readonly TreeRow[],
  index: number,
  key: string,
): TreeMove | undefined {
  const row = rows[index]
  if (!row) return undefined
  switch (key) {
    case 'ArrowDown':
      return index < rows.length - 1 ? { type: 'focus', index: index + 1 } : undefined
    case 'ArrowUp':
      return index > 0 ? { type: 'focus', index: index - 1 } : undefined
    case 'Home':
      return { type: 'focus', index: 0 }
    case 'End':
      return { type: 'focus', index: rows.length - 1 }
    case 'ArrowRight':
      if (!row.node.hasChildren) return undefined
      if (!row.expanded) return { type: 'expand', id: row.node.id }
      return rows[index + 1]?.parentId === row.node.id
        ? { type: 'focus', index: index + 1 }
        : undefined
    case 'ArrowLeft': {
      if (row.expanded) return { type: 'collapse', id: row.node.id }
      const parent = rows.findIndex((r) => r.node.id === row.parentId)
      return parent >= 0 ? { type: 'focus', index: parent } : undefined
    }
    case 'Enter':
    case ' ':
      return { type: 'select', index }
    default:
      return undefined
  }
}

/**
 * Type-ahead: the next line after `from` (wrapping) whose name starts with `text`, or whose
 * pinyin initials do (`gz` for 广州市).
 */
export function typeAhead(rows: readonly TreeRow[], from: number, text: string): number {
  if (!text) return -1
  for (let step = 1; step <= rows.length; step++) {
    const i = (from + step) % rows.length
    const name = rows[i]?.node.name
    if (name && (name.startsWith(text) || startsWithInitials(name, text))) return i
  }
  return -1
}

/** The nodes a search opens: every ancestor of every match. */
export function searchExpansion(result: Pick<OrgTreeSearchResult, 'matches'>): Set<string> {
  return new Set(result.matches.flatMap((m) => m.path))
}
