import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { ApiError } from './api-error'
import {
  getMakeupMission,
  getMissionParticipants,
  getSubmittedMakeups,
  saveMakeupTime,
} from './makeup-operations'
import { SERVER_LOADING_MESSAGE } from './messages'

const body = {
  missionId: '1234567890123456789',
  timesInfoId: '2',
  batches: [
    {
      date: '2026-03-02',
      start: '08:00',
      end: '12:00',
      records: [
        {
          userId: '9007199254740993',
          makeupDate: '2026-03-02',
          makeupStartTime: '08:00',
          makeupEndTime: '12:00',
        },
      ],
    },
  ],
}

describe('saveMakeupTime', () => {
  it('posts the batches to the realtime or history path and resolves on code 1', async () => {
    const { client, requests, notify } = clientWith(() => jsonResponse('{"code":1,"msg":"ok"}'))
    await saveMakeupTime(client, 'realtime', body)
    await saveMakeupTime(client, 'his', body)
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['POST', '/v2/api/gdzyz/manage/pc/missionMakeup/realtime/saveMakeupTime'],
      ['POST', '/v2/api/gdzyz/manage/pc/missionMakeup/his/saveMakeupTime'],
    ])
    expect(await requests[0]?.json()).toEqual(body)
    expect(notify).not.toHaveBeenCalled()
  })

  it('reads the exempt raw answer itself: a refusal rejects with its msg and shows nothing', async () => {
    const { client, notify } = clientWith(() => jsonResponse('{"code":"0","msg":"批次重复"}'))
    const error = await rejection(saveMakeupTime(client, 'realtime', body))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'envelope', msg: '批次重复', code: '0' })
    expect(notify).not.toHaveBeenCalled()
  })

  it('treats an answer without a success code (null, text, array) as a failure with Error', async () => {
    for (const text of ['null', '[]', '{"msg":""}', '"saved"']) {
      const { client } = clientWith(() => jsonResponse(text))
      expect(await rejection(saveMakeupTime(client, 'his', body))).toMatchObject({ msg: 'Error' })
    }
  })

  it('rejects an HTTP 500 with the service-loading message', async () => {
    const { client, notify } = clientWith(() => jsonResponse('{"msg":"boom"}', 500))
    const error = await rejection(saveMakeupTime(client, 'realtime', body))
    expect(error).toMatchObject({ kind: 'http', status: 500, msg: SERVER_LOADING_MESSAGE })
    expect(notify).toHaveBeenCalledTimes(1)
  })
})

describe('make-up reads', () => {
  it('getMakeupMission turns long ids into exact strings', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse(
        '{"code":1,"msg":"","data":{"missionId":1234567890123456789,"title":"t","startDate":"2026-03-01","endDate":"2026-03-10","sessions":[{"timesInfoId":9007199254740993,"date":"2026-03-02","startTime":"08:00","endTime":"12:00"}]}}',
      ),
    )
    const mission = await getMakeupMission(client, 'his', '1234567890123456789')
    expect(mission.missionId).toBe('1234567890123456789')
    expect(mission.sessions[0]?.timesInfoId).toBe('9007199254740993')
    expect(Object.fromEntries(new URL(requests[0]?.url ?? '').searchParams)).toEqual({
      kind: 'his',
      missionId: '1234567890123456789',
    })
  })

  it('getMissionParticipants pages and searches', async () => {
    const { client, requests } = clientWith(() =>
      jsonResponse(
        '{"code":1,"msg":"","data":{"total":"37","list":[{"userId":9007199254740993,"userName":"李华2"}]}}',
      ),
    )
    expect(
      await getMissionParticipants(client, '5', { pageNum: 2, pageSize: 10, keyword: '李' }),
    ).toEqual({ total: 37, list: [{ userId: '9007199254740993', userName: '李华2' }] })
    expect(Object.fromEntries(new URL(requests[0]?.url ?? '').searchParams)).toEqual({
      missionId: '5',
      pageNum: '2',
      pageSize: '10',
      keyword: '李',
    })
  })

  it('getSubmittedMakeups is an ordinary enveloped call (code 0 rejects and shows the msg)', async () => {
    const ok = clientWith(() =>
      jsonResponse(
        '{"code":1,"msg":"","data":{"total":1,"list":[{"id":7000000000000000001,"missionId":5,"missionTitle":"m","timesInfoId":2,"batchCount":2,"recordCount":3,"serviceHours":6.5,"countedHours":0,"submittedAt":"2026-03-12 09:01:00","status":2,"rejectReason":"时间有误"}]}}',
      ),
    )
    const page = await getSubmittedMakeups(ok.client, 'realtime', { pageNum: 1, pageSize: 10 })
    expect(page.list[0]).toMatchObject({
      id: '7000000000000000001',
      missionId: '5',
      recordCount: 3,
      serviceHours: 6.5,
      countedHours: 0,
      status: 2,
      rejectReason: '时间有误',
    })
    const refused = clientWith(() => jsonResponse('{"code":0,"msg":"无权限"}'))
    expect(
      await rejection(getSubmittedMakeups(refused.client, 'his', { pageNum: 1, pageSize: 10 })),
    ).toMatchObject({ kind: 'envelope', msg: '无权限' })
    expect(refused.notify).toHaveBeenCalledTimes(1)
  })
})
