import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { logout } from './auth-operations'
import { getExternalLoginToken } from './external-operations'
import { changePassword, getAnnouncements, getAuditStatic } from './shell-operations'

describe('operations', () => {
  it('getAnnouncements sends showType and menuId and uses the answer only on code "1"', async () => {
    const one = clientWith(() =>
      jsonResponse('{"code":"1","msg":"","data":[{"title":"t","content":"c"}]}'),
    )
    expect(
      await getAnnouncements(one.client, { showType: 5, menuId: '1234567890123456789' }),
    ).toEqual([{ title: 't', content: 'c' }])
    const url = new URL(one.requests[0]?.url ?? '')
    expect(url.searchParams.get('showType')).toBe('5')
    expect(url.searchParams.get('menuId')).toBe('1234567890123456789')
    const numeric = clientWith(() =>
      jsonResponse('{"code":1,"msg":"","data":[{"title":"t","content":"c"}]}'),
    )
    expect(await getAnnouncements(numeric.client, { showType: 4 })).toEqual([])
    const failing = clientWith(() => jsonResponse('{"code":"0","msg":"x"}'))
    expect(await getAnnouncements(failing.client, { showType: 4 })).toEqual([])
  })

  it('getAuditStatic is exempt from the envelope check', async () => {
    const { client } = clientWith(() =>
      jsonResponse('{"code":0,"msg":"","data":{"registAudit":3}}'),
    )
    expect(await getAuditStatic(client)).toEqual({ registAudit: 3 })
  })

  it('getExternalLoginToken returns data and rejects an answer without a token', async () => {
    const ok = clientWith(() => jsonResponse('{"code":0,"data":"tok"}'))
    expect(await getExternalLoginToken(ok.client, 'xfaq')).toBe('tok')
    expect(new URL(ok.requests[0]?.url ?? '').pathname).toBe('/api/xfaq/pcLoginToken')
    const bad = clientWith(() => jsonResponse('{"code":0,"msg":"无权限"}'))
    expect(await rejection(getExternalLoginToken(bad.client, 'hszh'))).toMatchObject({
      kind: 'envelope',
      msg: '无权限',
    })
  })

  it('logout and changePassword reject on a failing envelope', async () => {
    const { client, requests } = clientWith(() => jsonResponse('{"code":0,"msg":"原密码错误"}'))
    await expect(logout(client)).rejects.toMatchObject({ kind: 'envelope' })
    await expect(
      changePassword(client, { oldPassword: 'a', newPassword: 'b' }),
    ).rejects.toMatchObject({
      msg: '原密码错误',
    })
    expect(await requests[1]?.json()).toEqual({ oldPassword: 'a', newPassword: 'b' })
  })
})
