/** The part of the Web Storage API drafts use (tests pass a Map-backed fake). */
export interface DraftStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface FormDraft {
  values: Record<string, string | boolean>
  savedAt: number
}

const PREFIX = 'gdzyz:form-draft:v1'

/** Each part is URI-encoded so an admin id or key holding `:` cannot collide with another. */
export const formDraftKey = (adminId: string, key: string): string =>
  [PREFIX, adminId, key].map(encodeURIComponent).join(':')

const isValues = (value: unknown): value is Record<string, string | boolean> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'boolean')

/** The stored draft, or null when there is none or it is unreadable (then it is removed). */
export function loadFormDraft(storage: DraftStorage | undefined, key: string): FormDraft | null {
  let text: string | null = null
  try {
    text = storage?.getItem(key) ?? null
  } catch {
    return null
  }
  if (!text) return null
  try {
    const parsed: unknown = JSON.parse(text)
    const draft = parsed as Partial<FormDraft>
    if (isValues(draft.values) && typeof draft.savedAt === 'number')
      return { values: draft.values, savedAt: draft.savedAt }
  } catch {
    // Unreadable: dropped below.
  }
  clearFormDraft(storage, key)
  return null
}

/** False when the browser refused to store it (quota, disabled storage). */
export function saveFormDraft(
  storage: DraftStorage | undefined,
  key: string,
  values: Record<string, string | boolean>,
  now = Date.now(),
): boolean {
  try {
    if (!storage) return false
    storage.setItem(key, JSON.stringify({ values, savedAt: now }))
    return true
  } catch {
    return false
  }
}

export function clearFormDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
