import { isApiError } from './api-error'
import type { components } from './generated/schema'
import type { ApiClient, ListRow } from './types'
import { unwrap } from './unwrap'

type Schemas = components['schemas']

export type Decision = Schemas['Decision']
export type DecisionResult = Schemas['DecisionResult']

export interface DecisionRequest {
  decision: Decision
  /** Required to reject, 1-200 characters. */
  reason?: string
  /** One key per user decision; a retry of the same decision sends the same key. */
  idempotencyKey: string
}

/** Envelope code of a decision on a record that is no longer pending. */
export const DECISION_CONFLICT_CODE = 409

/** True when a decision was refused because someone else decided the record first. */
export const isDecisionConflict = (error: unknown): boolean =>
  isApiError(error) && Number(error.code) === DECISION_CONFLICT_CODE

const bodyOf = (request: DecisionRequest) => ({
  decision: request.decision,
  idempotencyKey: request.idempotencyKey,
  ...(request.reason !== undefined ? { reason: request.reason } : {}),
})

/** Approves or rejects one pending audit record; resolves with the decided record. */
export const decideRecord = async (
  client: ApiClient,
  resource: string,
  id: string,
  request: DecisionRequest,
): Promise<ListRow> =>
  unwrap(
    await client.POST('/v2/api/gdzyz/manage/pc/list/{resource}/{id}/decision', {
      params: { path: { resource, id } },
      body: bodyOf(request),
    }),
  ).data as ListRow

/** Decides many records in one request; resolves with one result per id (some may be refused). */
export const decideRecords = async (
  client: ApiClient,
  resource: string,
  ids: readonly string[],
  request: DecisionRequest,
): Promise<DecisionResult[]> =>
  unwrap(
    await client.POST('/v2/api/gdzyz/manage/pc/list/{resource}/decisions', {
      params: { path: { resource } },
      body: { ids: [...ids], ...bodyOf(request) },
    }),
  ).data.map((result) => ({ ...result, id: String(result.id) }))

/**
 * How many records of each audit list wait for a decision (status 0), by resource name, in one
 * request; each count is the total that list answers with `status=0`.
 */
export const getPendingCounts = async (client: ApiClient): Promise<Record<string, number>> => {
  const { data } = unwrap(await client.GET('/v2/api/gdzyz/manage/pc/audit/pendingCounts'))
  const counts: Record<string, number> = {}
  for (const [resource, count] of Object.entries(data)) {
    const value = Number(count)
    if (Number.isSafeInteger(value) && value >= 0) counts[resource] = value
  }
  return counts
}

/** A fresh idempotency key (random UUID; falls back to random bytes outside secure contexts). */
export const newIdempotencyKey = (): string => {
  const c = globalThis.crypto
  if (typeof c.randomUUID === 'function') return c.randomUUID()
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}
