import {
  type Decision,
  decideRecord,
  decideRecords,
  isApiError,
  isDecisionConflict,
  newIdempotencyKey,
} from '@gdzyz/api-client'
import { apiKeys } from '@gdzyz/api-client/query'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useApi } from '../app/api-context'
import { createKeyKeeper, splitResults } from './decision-logic'

export type OneOutcome = { ok: true } | { ok: false; conflict: boolean; msg: string }
export type ManyOutcome =
  | { ok: true; done: string[]; failed: { id: string; msg: string }[] }
  | { ok: false; msg: string }

const messageOf = (error: unknown) => (isApiError(error) ? error.msg : String(error))

/**
 * Decisions on one resource's records: one request at a time (`busy`), one idempotency key per
 * user decision (reused when the same decision is retried), and afterwards the resource's pages,
 * records and the dashboard counters are invalidated so they refetch.
 */
export function useDecisions(resource: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  const keys = useRef(createKeyKeeper(newIdempotencyKey)).current
  const [busy, setBusy] = useState(false)

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiKeys.resource(resource) }),
      queryClient.invalidateQueries({ queryKey: apiKeys.auditStatic() }),
    ])

  const run = async <T>(work: () => Promise<T>, onError: (error: unknown) => T): Promise<T> => {
    setBusy(true)
    try {
      const value = await work()
      keys.settle()
      return value
    } catch (error) {
      // A refused decision (conflict, validation) was answered: its key is spent too.
      if (isApiError(error) && error.kind === 'envelope') keys.settle()
      return onError(error)
    } finally {
      setBusy(false)
      void refresh()
    }
  }

  const request = (ids: readonly string[], decision: Decision, reason?: string) => {
    const intent = { ids, decision, ...(reason !== undefined ? { reason } : {}) }
    return { ...intent, idempotencyKey: keys.keyFor(intent) }
  }

  return {
    busy,
    decideOne: (id: string, decision: Decision, reason?: string): Promise<OneOutcome> =>
      run<OneOutcome>(
        async () => {
          const { ids: _ids, ...body } = request([id], decision, reason)
          await decideRecord(api, resource, id, body)
          return { ok: true }
        },
        (error) => ({ ok: false, conflict: isDecisionConflict(error), msg: messageOf(error) }),
      ),
    decideMany: (ids: readonly string[], decision: Decision, reason?: string) =>
      run<ManyOutcome>(
        async () => {
          const { ids: _ids, ...body } = request(ids, decision, reason)
          return { ok: true, ...splitResults(await decideRecords(api, resource, ids, body)) }
        },
        (error) => ({ ok: false, msg: messageOf(error) }),
      ),
  }
}
