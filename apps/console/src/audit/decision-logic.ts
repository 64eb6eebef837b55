import type { Decision, DecisionResult } from '@gdzyz/api-client'

export const MAX_REASON = 200

/** Why a reject reason cannot be sent, or null when it can (1-200 characters after trimming). */
export function reasonProblem(text: string): 'empty' | 'tooLong' | null {
  const reason = text.trim()
  if (!reason) return 'empty'
  return [...reason].length > MAX_REASON ? 'tooLong' : null
}

export interface DecisionIntent {
  ids: readonly string[]
  decision: Decision
  reason?: string
}

/**
 * One idempotency key per user decision: asking again for the same intent (a retry after a
 * failed request) gives the same key; a different intent, or one that was answered, a new one.
 */
export function createKeyKeeper(newKey: () => string) {
  let current: { intent: string; key: string } | null = null
  const signature = (intent: DecisionIntent) =>
    JSON.stringify([[...intent.ids].sort(), intent.decision, intent.reason ?? ''])
  return {
    keyFor(intent: DecisionIntent): string {
      const sig = signature(intent)
      if (current?.intent !== sig) current = { intent: sig, key: newKey() }
      return current.key
    },
    /** The decision was answered: its key is spent. */
    settle() {
      current = null
    },
  }
}

/** A batch answer split into what was applied and what was refused (with why). */
export function splitResults(results: readonly DecisionResult[]) {
  const done: string[] = []
  const failed: { id: string; msg: string }[] = []
  for (const result of results) {
    if (result.ok) done.push(result.id)
    else failed.push({ id: result.id, msg: result.msg ?? '' })
  }
  return { done, failed }
}

export interface NamedFailure {
  id: string
  /** The record's title (its name on the list), or its id when the list never showed it. */
  name: string
  msg: string
}

/** The refused records of a batch by their names on the list, each with the server's reason. */
export function nameFailures(
  failed: readonly { id: string; msg: string }[],
  nameOf: (id: string) => string | undefined,
): NamedFailure[] {
  return failed.map(({ id, msg }) => {
    const name = nameOf(id)?.trim()
    return { id, name: name || id, msg }
  })
}
