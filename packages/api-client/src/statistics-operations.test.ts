import { describe, expect, it } from 'vitest'
import { clientWith, jsonResponse, rejection } from './__fixtures__/test-fetch'
import { ApiError } from './api-error'
import { SERVER_LOADING_MESSAGE } from './messages'
import { apiKeys, statisticsAggregateQuery } from './query'
import { getCardStatistics, getStatisticsAggregate, queryStatistics } from './statistics-operations'

const totals = '"volunteers":3,"organizations":2,"missions":1,"serviceHours":4.5'
const aggregate = `{"period":{"startDate":"2026-01-01","endDate":"2026-01-31"},
  "previousPeriod":{"startDate":"2025-12-01","endDate":"2025-12-31"},
  "totals":{"volunteers":98765432109876543210,"organizations":12,"missions":7,"serviceHours":12345678901234567.25},
  "previous":{${totals}},
  "byMonth":[{"month":"2026-01",${totals}}],
  "byCity":[{"districtId":"440100","districtName":"广州市",${totals}}],
  "byStatus":[{"status":0,"volunteers":3}]}`

const params = (request: Request | undefined) =>
  Object.fromEntries(new URL(request?.url ?? 'http://x').searchParams)

describe('getStatisticsAggregate', () => {
  it('reads the raw answer (no envelope) with long integers and decimals exact', async () => {
    const { client, requests, notify } = clientWith(() => jsonResponse(aggregate))
    const result = await getStatisticsAggregate(client, {
      districtId: '440100',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    })
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/statistics/aggregate',
    )
    expect(params(requests[0])).toEqual({
      districtId: '440100',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    })
    expect(result.totals).toEqual({
      volunteers: '98765432109876543210',
      organizations: '12',
      missions: '7',
      serviceHours: '12345678901234567.25',
    })
    expect(result.previous?.serviceHours).toBe('4.5')
    expect(result.previousPeriod).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' })
    expect(result.byCity[0]).toMatchObject({ districtId: '440100', volunteers: '3' })
    expect(result.byStatus).toEqual([{ status: 0, volunteers: '3' }])
    expect(notify).not.toHaveBeenCalled()
  })

  it('sends no empty filter and accepts a null period and previous', async () => {
    const body = `{"period":null,"previousPeriod":null,"totals":{${totals}},"previous":null,"byMonth":[],"byCity":[],"byStatus":[]}`
    const { client, requests } = clientWith(() => jsonResponse(body))
    const result = await getStatisticsAggregate(client, { districtId: '' })
    expect(params(requests[0])).toEqual({})
    expect(result.period).toBeNull()
    expect(result.previousPeriod).toBeNull()
    expect(result.previous).toBeNull()
  })

  it('a raw refusal rejects with its msg and code, and the client shows nothing', async () => {
    const { client, notify } = clientWith(() => jsonResponse('{"code":0,"msg":"地区参数无效"}'))
    const error = await rejection(getStatisticsAggregate(client, {}))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'envelope', msg: '地区参数无效', code: 0 })
    expect(notify).not.toHaveBeenCalled()
  })

  it('an answer of another shape (array, missing list, text number) rejects with Error', async () => {
    for (const text of [
      '[]',
      'null',
      `{"period":null,"previousPeriod":null,"totals":{${totals}},"previous":null,"byMonth":{},"byCity":[],"byStatus":[]}`,
      `{"period":null,"previousPeriod":null,"totals":{"volunteers":"many","organizations":1,"missions":1,"serviceHours":1},"previous":null,"byMonth":[],"byCity":[],"byStatus":[]}`,
    ]) {
      const { client } = clientWith(() => jsonResponse(text))
      expect(await rejection(getStatisticsAggregate(client, {}))).toMatchObject({
        kind: 'parse',
        msg: 'Error',
      })
    }
  })

  it('an HTTP 500 shows and rejects with the service-loading message', async () => {
    const { client, notify } = clientWith(() => jsonResponse('{"msg":"x"}', 500))
    const error = await rejection(getStatisticsAggregate(client, {}))
    expect(error).toMatchObject({ kind: 'http', msg: SERVER_LOADING_MESSAGE })
    expect(notify).toHaveBeenCalledTimes(1)
  })
})

describe('getCardStatistics and queryStatistics', () => {
  it('read the card counts by bank and month', async () => {
    const body =
      '{"totals":{"applyCount":5,"issueCount":2},"byBank":[{"bankName":"中国银行","applyCount":5,"issueCount":2}],"byMonth":[{"month":"2026-02","applyCount":5,"issueCount":2}]}'
    const { client, requests } = clientWith(() => jsonResponse(body))
    const result = await getCardStatistics(client, { startDate: '2026-02-01' })
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/v2/api/gdzyz/manage/pc/statistics/cards',
    )
    expect(result.byBank).toEqual([{ bankName: '中国银行', applyCount: '5', issueCount: '2' }])
    expect(result.byMonth[0]?.month).toBe('2026-02')
  })

  it('sends the measure and dimension and refuses an unknown measure in the answer', async () => {
    const good =
      '{"measure":"organizations","dimension":"orgType","total":3,"rows":[{"key":"志愿服务团体","label":"志愿服务团体","value":3}]}'
    const { client, requests } = clientWith(() => jsonResponse(good))
    const result = await queryStatistics(client, { measure: 'organizations', dimension: 'orgType' })
    expect(params(requests[0])).toEqual({ measure: 'organizations', dimension: 'orgType' })
    expect(result.rows).toEqual([{ key: '志愿服务团体', label: '志愿服务团体', value: '3' }])
    const bad = clientWith(() => jsonResponse(good.replace('"organizations"', '"donations"')))
    expect(
      await rejection(queryStatistics(bad.client, { measure: 'organizations', dimension: 'city' })),
    ).toMatchObject({ kind: 'parse' })
  })

  it('keys differ by every filter and share the statistics prefix', () => {
    const { client } = clientWith(() => jsonResponse('{}'))
    const base = statisticsAggregateQuery(client, {}).queryKey
    expect(base.slice(0, 2)).toEqual(apiKeys.statistics())
    for (const change of [
      { districtId: '440100' },
      { startDate: '2026-01-01' },
      { endDate: '2026-01-31' },
    ])
      expect(statisticsAggregateQuery(client, change).queryKey).not.toEqual(base)
    expect(apiKeys.statisticsQuery({ measure: 'missions', dimension: 'city' })).not.toEqual(
      apiKeys.statisticsQuery({ measure: 'missions', dimension: 'month' }),
    )
  })
})
