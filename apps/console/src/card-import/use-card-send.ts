import {
  CARD_IMPORT_MAX_ROWS,
  type CardRowRefusal,
  importCardApplications,
  newIdempotencyKey,
} from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useApi } from '../app/api-context'
import { type SendJob, sendRows, sliceCount } from './send-rows'
import type { CardRow } from './validate-rows'

export const CARD_RESOURCE = 'registration_record_query'

export type SendState =
  | { type: 'idle' }
  | { type: 'sending'; done: number; total: number }
  | {
      type: 'finished'
      status: 'done' | 'cancelled' | 'failed'
      error?: unknown
      imported: number
      refused: CardRowRefusal[]
      /** Rows not sent yet (after a failure or 取消). */
      rest: number
    }

/** Sends the valid rows slice by slice; after a failure or 取消 the rest can be sent later. */
export function useCardSend(rows: readonly CardRow[]) {
  const client = useApi()
  const queryClient = useQueryClient()
  const job: SendJob = useMemo(
    () => ({
      rows,
      sliceSize: CARD_IMPORT_MAX_ROWS,
      keys: Array.from(
        { length: sliceCount(rows.length, CARD_IMPORT_MAX_ROWS) },
        newIdempotencyKey,
      ),
    }),
    [rows],
  )
  const [state, setState] = useState<SendState>({ type: 'idle' })
  const next = useRef(0)
  const totals = useRef({ imported: 0, refused: [] as CardRowRefusal[] })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const send = async () => {
    const abort = new AbortController()
    controller.current = abort
    const from = next.current
    const already = Math.min(from * job.sliceSize, rows.length)
    setState({ type: 'sending', done: already, total: rows.length })
    const outcome = await sendRows(
      job,
      from,
      (slice, key) => importCardApplications(client, slice, key),
      (done) => setState({ type: 'sending', done, total: rows.length }),
      abort.signal,
    )
    controller.current = null
    next.current = outcome.nextSlice
    totals.current = {
      imported: totals.current.imported + outcome.imported,
      refused: [...totals.current.refused, ...outcome.refused],
    }
    if (outcome.imported > 0) {
      void queryClient.invalidateQueries({ queryKey: apiKeys.resource(CARD_RESOURCE) })
    }
    setState({
      type: 'finished',
      status: outcome.status,
      ...(outcome.status === 'failed' ? { error: outcome.error } : {}),
      ...totals.current,
      rest: rows.length - Math.min(outcome.nextSlice * job.sliceSize, rows.length),
    })
  }

  return { state, send, cancel: () => controller.current?.abort() }
}
