import { describe, expect, it } from 'vitest'
import { parseQueryView, parseStatView, statisticsFilter, statViewSearch } from './stat-view'

const params = (text: string) => new URLSearchParams(text)

describe('statistics filters in the URL', () => {
  it('reads district, start and end with the list pages’ names', () => {
    const view = parseStatView(params('district=440300&start=2026-01-01&end=2026-01-31'))
    expect(view).toEqual({ district: '440300', start: '2026-01-01', end: '2026-01-31' })
    expect(statisticsFilter(view)).toEqual({
      districtId: '440300',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    })
  })

  it('drops what is not a city or a real date and swaps reversed dates', () => {
    expect(parseStatView(params('district=110000&start=2026-02-30&end=x'))).toEqual({})
    expect(parseStatView(params('district=%3Cscript%3E&start=2026-03-01&end=2026-01-01'))).toEqual({
      start: '2026-01-01',
      end: '2026-03-01',
    })
  })

  it('the data query falls back to volunteers by city, and refuses orgType for other measures', () => {
    expect(parseQueryView(params('measure=donations&dimension=x'))).toMatchObject({
      measure: 'volunteers',
      dimension: 'city',
    })
    expect(parseQueryView(params('measure=missions&dimension=orgType')).dimension).toBe('city')
    expect(parseQueryView(params('measure=organizations&dimension=orgType')).dimension).toBe(
      'orgType',
    )
  })

  it('writes back only what is set, so a reload opens the same view', () => {
    const view = parseQueryView(params('measure=serviceHours&dimension=month&start=2025-01-01'))
    const search = statViewSearch(view).toString()
    expect(search).toBe('measure=serviceHours&dimension=month&start=2025-01-01')
    expect(parseQueryView(params(search))).toEqual(view)
  })
})
