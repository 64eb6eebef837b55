import {
  createApiClient,
  decideRecord,
  decideRecords,
  getAuditStatic,
  getResourceRecord,
  isDecisionConflict,
  listResource,
  loginByOrgPassword,
} from '@gdzyz/api-client'
import { getResponse } from 'msw'
import SparkMD5 from 'spark-md5'
import { describe, expect, it, vi } from 'vitest'
import { createHandlers } from './create-handlers'
import { DEMO_PASSWORD } from './demo-accounts'
import type { KeyValueStorage } from './demo-store'
import { createMockBackend } from './mock-backend'

const R = 'regist_audit'

const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>()
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  }
}

const setup = async (storage: KeyValueStorage = memoryStorage()) => {
  const handlers = createHandlers(createMockBackend({ storage }))
  let token: string | null = null
  const requests: Request[] = []
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify: vi.fn(),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      requests.push(request)
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 })
    },
  })
  const answer = await loginByOrgPassword(client, {
    userName: 'gd_super',
    loginType: 2,
    password: SparkMD5.hash(DEMO_PASSWORD),
    sessionId: 's',
    sig: 'g',
    verifyToken: 't',
  })
  token = answer.other?.access_token ?? null
  const pending = async (n: number) =>
    (await listResource(client, R, { pageNum: 1, pageSize: 100, status: 0 })).list
      .slice(0, n)
      .map((row) => String(row.id))
  return { client, pending, requests, storage }
}

const fail = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  )

describe('demo audit decisions', () => {
  it('approves a pending record: status 1, trail entry first, counter down by one', async () => {
    const { client, pending } = await setup()
    const before = (await getAuditStatic(client)).registAudit
    const [id] = await pending(1)
    const record = await decideRecord(client, R, id as string, {
      decision: 'approve',
      idempotencyKey: 'key-approve-1',
    })
    expect(record.status).toBe(1)
    const trail = record.trail as { decision: number; operator: string; time: string }[]
    expect(trail[0]).toMatchObject({ decision: 1, operator: 'gd_super' })
    expect(trail[0]?.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect((await getAuditStatic(client)).registAudit).toBe(Number(before) - 1)
  })

  it('refuses a reject without a reason or with more than 200 characters, applying nothing', async () => {
    const { client, pending } = await setup()
    const [id] = (await pending(1)) as [string]
    for (const reason of [undefined, '   ', 'x'.repeat(201)]) {
      const error = await fail(
        decideRecord(client, R, id, {
          decision: 'reject',
          idempotencyKey: `key-${String(reason?.length)}-x`,
          ...(reason === undefined ? {} : { reason }),
        }),
      )
      expect(error).toMatchObject({ kind: 'envelope', code: 0 })
    }
    expect((await getResourceRecord(client, R, id)).status).toBe(0)
    const ok = await decideRecord(client, R, id, {
      decision: 'reject',
      reason: '字'.repeat(200),
      idempotencyKey: 'key-reject-200',
    })
    expect(ok.status).toBe(2)
  })

  it('answers 409 该记录已被他人处理 for a decided record', async () => {
    const { client, pending } = await setup()
    const [id] = (await pending(1)) as [string]
    await decideRecord(client, R, id, { decision: 'approve', idempotencyKey: 'key-first-1' })
    const error = await fail(
      decideRecord(client, R, id, {
        decision: 'reject',
        reason: 'x',
        idempotencyKey: 'key-second',
      }),
    )
    expect(isDecisionConflict(error)).toBe(true)
    expect(error).toMatchObject({ msg: '该记录已被他人处理' })
  })

  it('a repeated idempotency key replays the first answer and applies nothing twice', async () => {
    const { client, pending } = await setup()
    const ids = await pending(2)
    const request = { decision: 'approve' as const, idempotencyKey: 'key-batch-retry' }
    const first = await decideRecords(client, R, ids, request)
    const again = await decideRecords(client, R, ids, request)
    expect(again).toEqual(first)
    expect(first.every((r) => r.ok)).toBe(true)
    const record = await getResourceRecord(client, R, ids[0] as string)
    expect((record.trail as unknown[]).length).toBe(1)
    // The same key on the single call: the first answer (success), still one trail entry.
    const one = { decision: 'approve' as const, idempotencyKey: 'key-single-retry' }
    const [other] = await pending(1)
    await decideRecord(client, R, other as string, one)
    const replay = await decideRecord(client, R, other as string, one)
    expect((replay.trail as unknown[]).length).toBe(1)
  })

  it('answers a batch per id: decided and unknown ids refused, the rest applied', async () => {
    const { client, pending } = await setup()
    const [a, b, c] = (await pending(3)) as [string, string, string]
    await decideRecord(client, R, b, { decision: 'approve', idempotencyKey: 'key-b-first' })
    const results = await decideRecords(client, R, [a, b, c, '9'], {
      decision: 'reject',
      reason: '材料不全',
      idempotencyKey: 'key-batch-mixed',
    })
    expect(results).toEqual([
      { id: a, ok: true },
      { id: b, ok: false, msg: '该记录已被他人处理' },
      { id: c, ok: true },
      { id: '9', ok: false, msg: '记录不存在或已删除' },
    ])
    const trail = (await getResourceRecord(client, R, c)).trail as { reason: string }[]
    expect(trail[0]?.reason).toBe('材料不全')
  })

  it('refuses hostile bodies: bad ids, too many ids, unknown decision, non-audit resource', async () => {
    const { client } = await setup()
    const key = { idempotencyKey: 'key-hostile-1' }
    const cases = [
      decideRecords(client, R, ['1 OR 1=1'], { decision: 'approve', ...key }),
      decideRecords(client, R, [], { decision: 'approve', ...key }),
      decideRecords(
        client,
        R,
        Array.from({ length: 1001 }, (_, i) => String(i)),
        {
          decision: 'approve',
          ...key,
        },
      ),
      decideRecord(client, R, '1', { decision: 'delete' as 'approve', ...key }),
      decideRecord(client, R, '1', { decision: 'approve', idempotencyKey: '' }),
      decideRecord(client, 'volunteer', '1', { decision: 'approve', ...key }),
    ]
    for (const error of await Promise.all(cases.map(fail)))
      expect(error).toMatchObject({ kind: 'envelope', code: 0 })
  })

  it('keeps decisions and idempotency answers across a reload (same storage)', async () => {
    const first = await setup()
    const [id] = (await first.pending(1)) as [string]
    const request = { decision: 'approve' as const, idempotencyKey: 'key-reload-1' }
    await decideRecord(first.client, R, id, request)
    const second = await setup(first.storage)
    expect((await getResourceRecord(second.client, R, id)).status).toBe(1)
    const replay = await decideRecord(second.client, R, id, request)
    expect((replay.trail as unknown[]).length).toBe(1)
  })
})
