import { describe, expect, it } from 'vitest'
import { parseListQuery } from './query'

const parse = (text: string, mode: 'list' | 'export' = 'list') =>
  parseListQuery(new URLSearchParams(text), mode)

describe('parseListQuery', () => {
  it('reads every filter and the order', () => {
    expect(
      parse(
        'pageNum=3&pageSize=20&keyword=%20陈%20&status=1&districtId=440300&startDate=2026-01-01&endDate=2026-02-28&sortField=name&sortOrder=desc',
      ),
    ).toEqual({
      ok: true,
      query: {
        pageNum: 3,
        pageSize: 20,
        keyword: '陈',
        status: 1,
        districtId: '440300',
        startDate: '2026-01-01',
        endDate: '2026-02-28',
        sortField: 'name',
        sortOrder: 'desc',
      },
    })
  })

  it('clamps paging instead of failing', () => {
    for (const [text, pageNum, pageSize] of [
      ['pageNum=0&pageSize=7', 1, 10],
      ['pageNum=-5&pageSize=1000', 1, 10],
      ['pageNum=abc&pageSize=', 1, 10],
      ['pageNum=2.9&pageSize=50', 2, 50],
      ['', 1, 10],
    ] as const) {
      expect(parse(text)).toMatchObject({ ok: true, query: { pageNum, pageSize } })
    }
    expect(parse('pageNum=1&pageSize=99999', 'export')).toMatchObject({
      query: { pageSize: 5000 },
    })
    expect(parse('pageNum=1&pageSize=0', 'export')).toMatchObject({ query: { pageSize: 1 } })
    expect(parse('pageNum=1&sortOrder=DROP', 'list')).toMatchObject({
      query: { sortOrder: 'asc' },
    })
  })

  it('refuses malformed filters with a message', () => {
    for (const text of [
      'status=1%20OR%201%3D1',
      'status=-1',
      'status=10',
      'districtId=110000',
      'districtId=440100%27--',
      'startDate=2026-02-30',
      'endDate=03/02/2026',
      'startDate=2026-03-01&endDate=2026-02-01',
      `keyword=${'长'.repeat(101)}`,
    ]) {
      const parsed = parse(`pageNum=1&pageSize=10&${text}`)
      expect(parsed.ok, text).toBe(false)
      if (!parsed.ok) expect(parsed.msg).toMatch(/[\u4e00-\u9fa5]/)
    }
  })

  it('reads ids on exports only, and refuses malformed ones', () => {
    expect(parse('ids=1,22,333', 'export')).toMatchObject({ query: { ids: ['1', '22', '333'] } })
    expect(parse('ids=1,22', 'list')).toMatchObject({ ok: true, query: {} })
    expect((parse('ids=1,22', 'list') as { query: object }).query).not.toHaveProperty('ids')
    expect(parse('ids=1;DROP TABLE', 'export').ok).toBe(false)
    expect(parse('ids=,', 'export').ok).toBe(false)
  })

  it('keeps hostile keywords as plain text', () => {
    const keyword = `' OR 1=1 -- <img src=x onerror=alert(1)>`
    expect(parse(`keyword=${encodeURIComponent(keyword)}`)).toMatchObject({
      ok: true,
      query: { keyword },
    })
  })
})
