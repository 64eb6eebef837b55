import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createDraftStore, type DraftStorage } from './draft-store'
import type { MakeupBatch, MakeupPair } from './types'

export interface DraftState {
  batches: MakeupBatch[]
  /** Applies an edit; the result is written to local storage at once. */
  edit: (change: (batches: MakeupBatch[]) => MakeupBatch[]) => void
  /** Time of the last local write, or null when the browser refused it. */
  storedAt: number | null
  /** Removes the local draft (only after a successful save). */
  discard: () => void
}

/** The local draft of one (admin, mission, session): loaded once, stored on every edit. */
export function useDraft(adminId: string, pair: MakeupPair, storage?: DraftStorage): DraftState {
  const store = useMemo(() => createDraftStore({ adminId, storage }), [adminId, storage])
  const { missionId, timesInfoId } = pair
  const key = useMemo(() => ({ missionId, timesInfoId }), [missionId, timesInfoId])
  const [initial] = useState(() => store.load(key))
  const [batches, setBatches] = useState<MakeupBatch[]>(initial?.batches ?? [])
  const [storedAt, setStoredAt] = useState<number | null>(initial?.savedAt ?? Date.now())
  const discarded = useRef(false)

  const edit = useCallback((change: (current: MakeupBatch[]) => MakeupBatch[]) => {
    discarded.current = false
    setBatches((current) => change(current))
  }, [])

  // Written in an effect (not in the state updater) so a StrictMode double-render stays pure.
  useEffect(() => {
    if (discarded.current) return
    if (batches.length === 0) {
      store.clear(key)
      setStoredAt(Date.now())
      return
    }
    setStoredAt(store.save(key, batches) ? Date.now() : null)
  }, [batches, key, store])

  const discard = useCallback(() => {
    discarded.current = true
    store.clear(key)
    setBatches([])
  }, [key, store])

  return { batches, edit, storedAt, discard }
}
