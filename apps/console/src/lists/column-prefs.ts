import type { FieldDescriptor } from './descriptor'

/** Storage the column settings are kept in (localStorage in the browser). */
export interface PrefsStorage {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

/** Visible or not, by field; only fields the user changed. */
export type ColumnVisibility = Readonly<Record<string, boolean>>

/** One entry per admin and page. */
export function prefsKey(adminId: string, resource: string): string {
  return `gdzyz.columns.${adminId}.${resource}`
}

/** The visibility of every column: the page's defaults, then the user's saved choices. */
export function columnVisibility(
  columns: readonly FieldDescriptor[],
  saved: ColumnVisibility,
): Record<string, boolean> {
  const visibility: Record<string, boolean> = {}
  for (const column of columns) {
    visibility[column.field] = saved[column.field] ?? !column.hidden
  }
  return visibility
}

/** Saved choices; anything unreadable or not a field of the page is ignored. */
export function loadColumnPrefs(
  storage: PrefsStorage | undefined,
  key: string,
  columns: readonly FieldDescriptor[],
): ColumnVisibility {
  let raw: unknown
  try {
    raw = JSON.parse(storage?.getItem(key) ?? '{}')
  } catch {
    return {}
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const fields = new Set(columns.map((column) => column.field))
  const saved: Record<string, boolean> = {}
  for (const [field, visible] of Object.entries(raw)) {
    if (fields.has(field) && typeof visible === 'boolean') saved[field] = visible
  }
  return saved
}

/** Saves only what differs from the page's defaults; nothing when all are defaults. */
export function saveColumnPrefs(
  storage: PrefsStorage | undefined,
  key: string,
  columns: readonly FieldDescriptor[],
  visibility: Readonly<Record<string, boolean>>,
): void {
  const changed: Record<string, boolean> = {}
  for (const column of columns) {
    const visible = visibility[column.field]
    if (visible !== undefined && visible !== !column.hidden) changed[column.field] = visible
  }
  try {
    if (Object.keys(changed).length === 0) storage?.removeItem(key)
    else storage?.setItem(key, JSON.stringify(changed))
  } catch {
    // Storage full or blocked: the choice still applies for this visit.
  }
}
