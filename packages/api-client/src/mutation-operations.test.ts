import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { ApiError } from './api-error'
import {
  createResource,
  deleteResource,
  fieldErrorsOf,
  runAction,
  updateResource,
} from './mutation-operations'

const path = (request: Request | undefined) => new URL(request?.url ?? '').pathname

describe('mutation operations', () => {
  it('createResource posts the body and resolves with the record, its long id kept exact', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse('{"code":1,"msg":"","data":{"id":1234567890123456789,"name":"陈晓明"}}'),
    )
    const row = await createResource(client, 'admins', { name: '陈晓明' })
    expect(row).toEqual({ id: '1234567890123456789', name: '陈晓明' })
    expect(requests[0]?.method).toBe('POST')
    expect(path(requests[0])).toBe('/v2/api/gdzyz/manage/pc/list/admins')
    expect(await requests[0]?.json()).toEqual({ name: '陈晓明' })
  })

  it('updateResource puts the partial body on the record path', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse('{"code":1,"msg":"","data":{"id":7,"mobile":"13800000002"}}'),
    )
    const row = await updateResource(client, 'admins', '7', { mobile: '13800000002' })
    expect(row).toEqual({ id: 7, mobile: '13800000002' })
    expect(requests[0]?.method).toBe('PUT')
    expect(path(requests[0])).toBe('/v2/api/gdzyz/manage/pc/list/admins/7')
    expect(await requests[0]?.json()).toEqual({ mobile: '13800000002' })
  })

  it('deleteResource sends DELETE and resolves with nothing', async () => {
    const { client, requests } = clientWith(() => jsonResponse('{"code":1,"msg":"","data":null}'))
    await expect(deleteResource(client, 'admins', '7')).resolves.toBeUndefined()
    expect(requests[0]?.method).toBe('DELETE')
    expect(path(requests[0])).toBe('/v2/api/gdzyz/manage/pc/list/admins/7')
  })

  it('runAction posts the inputs to the action path and resolves with data', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse('{"code":1,"msg":"","data":{"moved":3}}'),
    )
    const result = await runAction<{ moved: number }>(client, 'org_transfer', { ids: ['1'] })
    expect(result).toEqual({ moved: 3 })
    expect(path(requests[0])).toBe('/v2/api/gdzyz/manage/pc/action/org_transfer')
    expect(await requests[0]?.json()).toEqual({ ids: ['1'] })
  })

  it('a refusal rejects, shows the summary and carries its field errors', async () => {
    const { client, notify } = clientWith(() =>
      jsonResponse(
        '{"code":0,"msg":"请检查填写的内容","data":{"fieldErrors":[{"field":"mobile","message":"手机号码有误，请重填"}]}}',
      ),
    )
    const error = await rejection(createResource(client, 'admins', { mobile: '123' }))
    expect(notify).toHaveBeenCalledWith(
      '请检查填写的内容',
      expect.objectContaining({ type: 'error' }),
    )
    expect(fieldErrorsOf(error)).toEqual([{ field: 'mobile', message: '手机号码有误，请重填' }])
  })

  it('a network failure rejects and names no fields', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await rejection(runAction(client, 'send', {}))
    expect(error).toBeInstanceOf(ApiError)
    expect(fieldErrorsOf(error)).toEqual([])
  })
})

describe('fieldErrorsOf', () => {
  const refusal = (data: unknown) =>
    new ApiError({ kind: 'envelope', msg: 'x', code: 0, body: { code: 0, msg: 'x', data } })

  it('is empty for anything but an ApiError naming fields', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual([])
    expect(fieldErrorsOf(undefined)).toEqual([])
    expect(fieldErrorsOf(refusal(null))).toEqual([])
    expect(fieldErrorsOf(refusal({ fieldErrors: 'mobile' }))).toEqual([])
  })

  it('drops malformed entries and extra keys', () => {
    const error = refusal({
      fieldErrors: [{ field: 'email', message: '邮箱格式不正确', extra: 1 }, { field: 3 }, null],
    })
    expect(fieldErrorsOf(error)).toEqual([{ field: 'email', message: '邮箱格式不正确' }])
  })
})
