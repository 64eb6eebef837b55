import { type ListFilters, serializeListView } from './url-state'

/** Selected rows by id (TanStack Table's row-selection shape); kept across pages. */
export type SelectedIds = Readonly<Record<string, boolean>>

export interface Selection {
  /** The query the selection belongs to: its filters, not its page, size or sort. */
  scope: string
  ids: SelectedIds
}

type Updater = SelectedIds | ((old: SelectedIds) => SelectedIds)

export function selectionScope(filters: ListFilters): string {
  return serializeListView({ filters, page: 1, size: 10 })
}

/** A selection for a scope: the same one while the filters stay, an empty one when they change. */
export function forScope(selection: Selection, scope: string): Selection {
  return selection.scope === scope ? selection : { scope, ids: {} }
}

/** Applies a table's selection change, dropping unselected ids. */
export function updateSelection(selection: Selection, scope: string, update: Updater): Selection {
  const current = forScope(selection, scope)
  const next = typeof update === 'function' ? update(current.ids) : update
  const ids: Record<string, boolean> = {}
  for (const [id, on] of Object.entries(next)) if (on) ids[id] = true
  return { scope, ids }
}

export function selectedIds(selection: Selection): string[] {
  return Object.keys(selection.ids).filter((id) => selection.ids[id])
}
