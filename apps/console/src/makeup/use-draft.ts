import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createDraftStore, type DraftStorage } from './draft-store'
import {
  type DraftContent,
  EMPTY_MATERIAL,
  type MakeupBatch,
  type MakeupMaterial,
  type MakeupPair,
} from './types'

export interface DraftState {
  batches: MakeupBatch[]
  material: MakeupMaterial
  /** Applies an edit to the batches; the draft is written to local storage at once. */
  edit: (change: (batches: MakeupBatch[]) => MakeupBatch[]) => void
  /** Applies an edit to the supporting material; stored like batch edits. */
  editMaterial: (change: (material: MakeupMaterial) => MakeupMaterial) => void
  /** Time of the last local write, or null when the browser refused it. */
  storedAt: number | null
  /** Removes the local draft (only after a successful save). */
  discard: () => void
}

const isEmpty = ({ batches, material }: DraftContent) =>
  batches.length === 0 && material.description === '' && material.images.length === 0

/** The local draft of one (admin, mission, session): loaded once, stored on every edit. */
export function useDraft(adminId: string, pair: MakeupPair, storage?: DraftStorage): DraftState {
  const store = useMemo(() => createDraftStore({ adminId, storage }), [adminId, storage])
  const { missionId, timesInfoId } = pair
  const key = useMemo(() => ({ missionId, timesInfoId }), [missionId, timesInfoId])
  const [initial] = useState(() => store.load(key))
  const [content, setContent] = useState<DraftContent>(() => ({
    batches: initial?.batches ?? [],
    material: initial?.material ?? EMPTY_MATERIAL,
  }))
  const [storedAt, setStoredAt] = useState<number | null>(initial?.savedAt ?? Date.now())
  const discarded = useRef(false)

  const edit = useCallback((change: (current: MakeupBatch[]) => MakeupBatch[]) => {
    discarded.current = false
    setContent((current) => ({ ...current, batches: change(current.batches) }))
  }, [])

  const editMaterial = useCallback((change: (current: MakeupMaterial) => MakeupMaterial) => {
    discarded.current = false
    setContent((current) => ({ ...current, material: change(current.material) }))
  }, [])

  // Written in an effect (not in the state updater) so a StrictMode double-render stays pure.
  useEffect(() => {
    if (discarded.current) return
    if (isEmpty(content)) {
      store.clear(key)
      setStoredAt(Date.now())
      return
    }
    setStoredAt(store.save(key, content) ? Date.now() : null)
  }, [content, key, store])

  const discard = useCallback(() => {
    discarded.current = true
    store.clear(key)
    setContent({ batches: [], material: EMPTY_MATERIAL })
  }, [key, store])

  return { ...content, edit, editMaterial, storedAt, discard }
}
