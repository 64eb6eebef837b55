import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { ApiError } from './api-error'
import {
  getMissionSignInCode,
  type MissionPublishBody,
  modifyMission,
  publishHistoryMission,
  publishMission,
  refreshMissionSignInCode,
} from './mission-operations'

const answer =
  '{"code":1,"msg":"success","data":{"missionId":9007199254740993,"title":"社区关爱行动",' +
  '"token":"abcDEF0123456789xyz","refreshedAt":"2026-03-02 08:00:00"}}'

describe('mission sign-in code', () => {
  it('reads the token with the mission id kept exact above 2^53', async () => {
    const { client, requests } = clientWith(() => jsonResponse(answer))
    const code = await getMissionSignInCode(client, '9007199254740993')
    expect(code).toEqual({
      missionId: '9007199254740993',
      title: '社区关爱行动',
      token: 'abcDEF0123456789xyz',
      refreshedAt: '2026-03-02 08:00:00',
    })
    const url = new URL(requests[0]?.url ?? '')
    expect(url.pathname).toBe('/v2/api/gdzyz/manage/pc/mission/signInCode')
    expect(url.searchParams.get('missionId')).toBe('9007199254740993')
  })

  it('posts the refresh with the mission id as a string', async () => {
    const { client, requests } = clientWith(() => jsonResponse(answer))
    await refreshMissionSignInCode(client, '9007199254740993')
    expect(requests[0]?.method).toBe('POST')
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/mission/signInCode/refresh',
    )
    expect(await requests[0]?.json()).toEqual({ missionId: '9007199254740993' })
  })

  it('refuses a malformed id before any request', async () => {
    const { client, requests } = clientWith(() => jsonResponse(answer))
    for (const id of ['', '12a', '../1', '1'.repeat(21), '-1']) {
      await expect(getMissionSignInCode(client, id)).rejects.toThrow(TypeError)
      await expect(refreshMissionSignInCode(client, id)).rejects.toThrow(TypeError)
    }
    expect(requests).toHaveLength(0)
  })

  it('rejects with the server message when the refresh is refused', async () => {
    const { client, notify } = clientWith(() =>
      jsonResponse('{"code":0,"msg":"活动已结束，不能刷新二维码","data":null}'),
    )
    const error = await rejection(refreshMissionSignInCode(client, '1'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ msg: '活动已结束，不能刷新二维码' })
    expect(notify).toHaveBeenCalledWith('活动已结束，不能刷新二维码', {
      type: 'error',
      duration: 5000,
    })
  })
})

describe('publishMission', () => {
  const body = {
    title: '社区长者关爱探访',
    missionType: '关爱帮扶',
    districtId: '440100',
    address: '广州市越秀区文德路 12 号',
    startDate: '2026-03-02',
    endDate: '2026-03-10',
    startTime: '08:30',
    endTime: '12:00',
    recruitCount: 30,
    contactName: '陈晓明',
    mobile: '13800138000',
    description: '探访辖区独居长者',
    posts: [{ name: '探访员', count: 20 }],
    sessions: [{ date: '2026-03-02', startTime: '08:30', endTime: '12:00' }],
  }

  it('posts the whole mission and resolves with the new record, its long id exact', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse(
        '{"code":1,"msg":"success","data":{"id":1234567890125456789,"title":"社区长者关爱探访"}}',
      ),
    )
    const row = await publishMission(client, body)
    expect(String(row.id)).toBe('1234567890125456789')
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v2/api/gdzyz/manage/pc/mission/publish')
    expect(await requests[0]?.json()).toEqual(body)
  })

  it('rejects a refusal with its field errors kept on the error', async () => {
    const { client } = clientWith(() =>
      jsonResponse(
        '{"code":0,"msg":"手机号码有误，请重填","data":{"fieldErrors":[{"field":"mobile","message":"手机号码有误，请重填"}]}}',
      ),
    )
    const error = await rejection(publishMission(client, body))
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).body).toMatchObject({
      data: { fieldErrors: [{ field: 'mobile', message: '手机号码有误，请重填' }] },
    })
  })
})

describe('history publish and modify', () => {
  const body = { title: '社区关爱行动', posts: [], sessions: [] } as unknown as MissionPublishBody
  const record = '{"code":1,"msg":"success","data":{"id":9007199254740993,"title":"社区关爱行动"}}'

  it('posts a history mission to its own operation', async () => {
    const { client, requests } = clientWith(() => jsonResponse(record))
    const row = await publishHistoryMission(client, body)
    expect(row.id).toBe('9007199254740993')
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/mission/publishHistory',
    )
  })

  it('modifies with the mission id in the body and refuses a malformed id unsent', async () => {
    const { client, requests } = clientWith(() => jsonResponse(record))
    await modifyMission(client, '9007199254740993', body)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v2/api/gdzyz/manage/pc/mission/modify')
    expect(await requests[0]?.json()).toMatchObject({
      missionId: '9007199254740993',
      title: '社区关爱行动',
    })
    await expect(modifyMission(client, '../1', body)).rejects.toThrow(TypeError)
    expect(requests).toHaveLength(1)
  })
})
