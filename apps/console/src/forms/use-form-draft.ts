import { useSession } from '@gdzyz/auth/react'
import { useCallback, useMemo, useState } from 'react'
import {
  clearFormDraft,
  type DraftStorage,
  type FormDraft,
  formDraftKey,
  loadFormDraft,
  saveFormDraft,
} from './draft-store'

function browserStorage(): DraftStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

export interface FormDraftHandle {
  /** The draft found when the form opened, until it is restored or discarded. */
  offer: FormDraft | null
  save: (values: Record<string, string | boolean>) => void
  /** Forgets the draft (after a successful submit, or when discarded). */
  clear: () => void
  /** Hides the offer (after restoring it). */
  dismiss: () => void
}

/**
 * A form's draft kept in localStorage per signed-in admin (never shared between admins, kept
 * across reloads, tag closes and sign-outs); `key` names the form. A null key keeps nothing.
 */
export function useFormDraft(key: string | null, storage = browserStorage()): FormDraftHandle {
  const profile = useSession().profile
  const adminId = String(profile?.adminId ?? profile?.userName ?? '')
  const fullKey = key && adminId ? formDraftKey(adminId, key) : null
  const [offer, setOffer] = useState<FormDraft | null>(() =>
    fullKey ? loadFormDraft(storage, fullKey) : null,
  )
  const save = useCallback(
    (values: Record<string, string | boolean>) => {
      if (fullKey) saveFormDraft(storage, fullKey, values)
    },
    [fullKey, storage],
  )
  const clear = useCallback(() => {
    if (fullKey) clearFormDraft(storage, fullKey)
    setOffer(null)
  }, [fullKey, storage])
  const dismiss = useCallback(() => setOffer(null), [])
  return useMemo(() => ({ offer, save, clear, dismiss }), [offer, save, clear, dismiss])
}
