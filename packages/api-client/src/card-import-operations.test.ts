import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { importCardApplications } from './card-import-operations'

const rows = [{ row: 2, name: '张三', idCard: '11010519491231002X', mobile: '13800138000' }]

describe('importCardApplications', () => {
  it('posts the rows and the key, and resolves with the count and the refused rows', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse(
        '{"code":1,"msg":"success","data":{"imported":1,"refused":[{"row":3,"field":"mobile","message":"手机号码有误，请重填"}]}}',
      ),
    )
    const result = await importCardApplications(client, rows, 'key-12345678')
    expect(result).toEqual({
      imported: 1,
      refused: [{ row: 3, field: 'mobile', message: '手机号码有误，请重填' }],
    })
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/volunteerCard/batchImport',
    )
    expect(await requests[0]?.json()).toEqual({ rows, idempotencyKey: 'key-12345678' })
  })

  it('a refusal of the whole request rejects with the server message', async () => {
    const { client, notify } = clientWith(() =>
      jsonResponse('{"code":0,"msg":"一次最多导入1000行","data":null}'),
    )
    const error = await rejection(importCardApplications(client, rows, 'key-12345678'))
    expect(error).toMatchObject({ msg: '一次最多导入1000行' })
    expect(notify).toHaveBeenCalledWith(
      '一次最多导入1000行',
      expect.objectContaining({ type: 'error' }),
    )
  })
})
