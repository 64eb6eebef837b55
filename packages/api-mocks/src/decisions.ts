import { resourceNamed } from './data/registry'
import type { Row } from './data/resource-def'
import { tableOf } from './data/table'
import type { DemoState, DemoStore } from './demo-store'

const CONFLICT_CODE = 409
const CONFLICT_MESSAGE = '该记录已被他人处理'
export const MAX_BATCH = 1000
const MAX_REASON = 200

export interface DecisionInput {
  decision?: unknown
  reason?: unknown
  idempotencyKey?: unknown
}

/** An envelope the handlers send as is; kept per idempotency key so a retry gets it again. */
interface DecisionAnswer {
  code: number
  msg: string
  data: unknown
}

interface DecisionResult {
  id: string
  ok: boolean
  msg?: string
}

type Valid = { decision: 1 | 2; reason?: string; key: string }

const refusal = (msg: string): DecisionAnswer => ({ code: 0, msg, data: null })

const beijingTime = (ms: number): string =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

/** The body's decision, reason and key, or the refusal a server would answer. */
function validDecision(body: DecisionInput): Valid | string {
  const key = body.idempotencyKey
  if (typeof key !== 'string' || key.length < 8 || key.length > 64) return '缺少幂等键'
  if (body.decision !== 'approve' && body.decision !== 'reject') return '审核结果无效'
  if (body.decision === 'approve') return { decision: 1, key }
  const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
  if (!reason) return '请填写驳回原因'
  if ([...reason].length > MAX_REASON) return '驳回原因不能超过200个字'
  return { decision: 2, reason, key }
}

type Stored = Record<string, DecisionAnswer>

const answersOf = (state: DemoState): Stored => {
  const holder = state as DemoState & { decisions?: Stored }
  holder.decisions ??= {}
  return holder.decisions
}

/**
 * Audit decisions over the demo state: only pending rows (status 0) change, each decision is
 * prepended to the row's trail, and an idempotency key replays its first answer.
 */
export const createDecisionState = (store: DemoStore, now: () => number = Date.now) => {
  const decideIn = (
    state: DemoState,
    resource: string,
    ids: readonly string[],
    valid: Valid,
    operator: string,
  ): DecisionResult[] => {
    const table = tableOf(resource)
    const rows = state.records[resource] ?? {}
    state.records[resource] = rows
    const entry: Row = { decision: valid.decision, operator, time: beijingTime(now()) }
    if (valid.reason) entry.reason = valid.reason
    return ids.map((id) => {
      const record = table?.record(id, rows)
      if (!record) return { id, ok: false, msg: '记录不存在或已删除' }
      if (record.status !== 0) return { id, ok: false, msg: CONFLICT_MESSAGE }
      const trail = Array.isArray(record.trail) ? record.trail : []
      rows[id] = { ...rows[id], status: valid.decision, trail: [entry, ...trail] }
      return { id, ok: true }
    })
  }

  /** Decides `ids` (one request); `single` answers the record or a conflict instead of results. */
  const decide = (
    resource: string,
    ids: readonly string[],
    body: DecisionInput,
    operator: string,
    single: boolean,
  ): DecisionAnswer => {
    if (!resourceNamed(resource)?.def.audit) return refusal('该列表不支持审核')
    const valid = validDecision(body)
    if (typeof valid === 'string') return refusal(valid)
    const slot = `${operator}:${resource}:${valid.key}`
    const earlier = store.read() as DemoState & { decisions?: Stored }
    const replay = earlier.decisions?.[slot]
    if (replay) return replay
    let answer: DecisionAnswer = refusal('')
    store.update((state) => {
      const results = decideIn(state, resource, ids, valid, operator)
      if (!single) answer = { code: 1, msg: 'success', data: results }
      else {
        const [result] = results
        answer = result?.ok
          ? { code: 1, msg: 'success', data: null }
          : result?.msg === CONFLICT_MESSAGE
            ? { code: CONFLICT_CODE, msg: CONFLICT_MESSAGE, data: null }
            : refusal(result?.msg ?? '')
      }
      answersOf(state)[slot] = answer
    })
    return answer
  }

  return {
    /** One record: code 1 with the record as it is now, 409 on a conflict, or a refusal. */
    one(resource: string, id: string, body: DecisionInput, operator: string): DecisionAnswer {
      const answer = decide(resource, [id], body, operator, true)
      if (answer.code !== 1) return answer
      const rows = store.read().records[resource] ?? {}
      return { ...answer, data: tableOf(resource)?.record(id, rows) ?? null }
    },
    many: (resource: string, ids: readonly string[], body: DecisionInput, operator: string) =>
      decide(resource, ids, body, operator, false),
  }
}
