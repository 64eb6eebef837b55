import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import {
  decideRecord,
  decideRecords,
  getPendingCounts,
  isDecisionConflict,
  newIdempotencyKey,
} from './decision-operations'

describe('decision operations', () => {
  it('decideRecord posts the decision, reason and key to the record path', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse('{"code":1,"msg":"","data":{"id":1234567890123456789,"status":2}}'),
    )
    const record = await decideRecord(client, 'regist_audit', '1234567890123456789', {
      decision: 'reject',
      reason: '材料不全',
      idempotencyKey: 'key-12345678',
    })
    expect(record).toEqual({ id: '1234567890123456789', status: 2 })
    expect(requests[0]?.method).toBe('POST')
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/list/regist_audit/1234567890123456789/decision',
    )
    expect(await requests[0]?.json()).toEqual({
      decision: 'reject',
      reason: '材料不全',
      idempotencyKey: 'key-12345678',
    })
  })

  it('decideRecord leaves out an absent reason', async () => {
    const { client, requests } = clientWith(() => jsonResponse('{"code":1,"msg":"","data":{}}'))
    await decideRecord(client, 'r', '1', { decision: 'approve', idempotencyKey: 'k-12345678' })
    expect(await requests[0]?.json()).toEqual({ decision: 'approve', idempotencyKey: 'k-12345678' })
  })

  it('a conflict rejects with code 409 and the server message, and is recognised', async () => {
    const { client, notify } = clientWith(() =>
      jsonResponse('{"code":409,"msg":"该记录已被他人处理","data":null}'),
    )
    const error = await rejection(
      decideRecord(client, 'r', '1', { decision: 'approve', idempotencyKey: 'k-12345678' }),
    )
    expect(isDecisionConflict(error)).toBe(true)
    expect(notify).toHaveBeenCalledWith(
      '该记录已被他人处理',
      expect.objectContaining({ type: 'error' }),
    )
  })

  it('other failures are not conflicts', async () => {
    const { client } = clientWith(() => jsonResponse('{"code":0,"msg":"驳回原因不能为空"}'))
    const error = await rejection(
      decideRecord(client, 'r', '1', { decision: 'reject', idempotencyKey: 'k-12345678' }),
    )
    expect(isDecisionConflict(error)).toBe(false)
    expect(isDecisionConflict(new Error('x'))).toBe(false)
  })

  it('decideRecords sends all ids in one request and returns each result, ids as strings', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse(
        '{"code":1,"msg":"","data":[{"id":"1","ok":true},{"id":9007199254740993,"ok":false,"msg":"该记录已被他人处理"}]}',
      ),
    )
    const results = await decideRecords(client, 'regist_audit', ['1', '9007199254740993'], {
      decision: 'approve',
      idempotencyKey: 'k-12345678',
    })
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/list/regist_audit/decisions',
    )
    expect(await requests[0]?.json()).toEqual({
      ids: ['1', '9007199254740993'],
      decision: 'approve',
      idempotencyKey: 'k-12345678',
    })
    expect(results).toEqual([
      { id: '1', ok: true },
      { id: '9007199254740993', ok: false, msg: '该记录已被他人处理' },
    ])
  })

  it('newIdempotencyKey makes a different key each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key.length).toBeGreaterThanOrEqual(32)
  })

  it('getPendingCounts reads the counts by resource in one request, dropping bad values', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse(
        '{"code":1,"msg":"","data":{"regist_audit":12,"tuanwei_appeal":0,"x":-1,"y":"7","z":1.5}}',
      ),
    )
    expect(await getPendingCounts(client)).toEqual({ regist_audit: 12, tuanwei_appeal: 0, y: 7 })
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/audit/pendingCounts',
    )
  })

  it('getPendingCounts rejects with the server message when refused', async () => {
    const { client, notify } = clientWith(() => jsonResponse('{"code":0,"msg":"无权限"}'))
    expect(await rejection(getPendingCounts(client))).toMatchObject({
      kind: 'envelope',
      msg: '无权限',
    })
    expect(notify).toHaveBeenCalledTimes(1)
  })
})
