import { useCallback, useMemo, useRef, useState } from 'react'
import { useMakeupApi } from './makeup-api'
import { singleFlight, toSaveBody } from './save-payload'
import type { MakeupBatch, MakeupKind, MakeupMaterial, MakeupPair } from './types'

export type SaveState = { type: 'idle' } | { type: 'saving' } | { type: 'failed'; message: string }

function reason(error: unknown): string {
  if (
    error &&
    typeof error === 'object' &&
    'msg' in error &&
    typeof error.msg === 'string' &&
    error.msg
  )
    return error.msg
  return error instanceof Error && error.message ? error.message : 'Error'
}

/**
 * Saves through the realtime/history makeup-time call, one request at a time. Success calls
 * `onSaved` (which clears the draft); failure keeps everything and reports the ApiError message.
 */
export function useMakeupSave(
  kind: MakeupKind,
  pair: MakeupPair,
  batches: readonly MakeupBatch[],
  material: MakeupMaterial,
  onSaved: () => void,
) {
  const api = useMakeupApi()
  const [state, setState] = useState<SaveState>({ type: 'idle' })
  const latest = useRef({ batches, material, onSaved })
  latest.current = { batches, material, onSaved }
  const { missionId, timesInfoId } = pair

  const run = useMemo(
    () =>
      singleFlight(async () => {
        setState({ type: 'saving' })
        try {
          await api.save(
            kind,
            toSaveBody({ missionId, timesInfoId }, latest.current.batches, latest.current.material),
          )
          setState({ type: 'idle' })
          latest.current.onSaved()
        } catch (error) {
          setState({ type: 'failed', message: reason(error) })
        }
      }),
    [api, kind, missionId, timesInfoId],
  )

  const save = useCallback(() => void run(), [run])
  return { state, save }
}
