import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanKeyword,
  isIsoDate,
  type ListViewRules,
  MAX_PAGE,
  nextSort,
  parseListView,
  serializeListView,
} from './url-state'

const rules: ListViewRules = {
  statusCodes: [0, 1, 2],
  statusByDefault: false,
  district: true,
  dateRange: true,
  sortable: ['createTime', 'name'],
}

describe('parseListView', () => {
  it('reads every name of the contract', () => {
    const view = parseListView(
      '?keyword=%E9%99%88&status=0&district=440100&start=2024-01-01&end=2024-02-29&sort=name&order=desc&page=3&size=50&record=1234567890123456789',
      rules,
    )
    expect(view).toEqual({
      filters: {
        keyword: '陈',
        status: 0,
        district: '440100',
        start: '2024-01-01',
        end: '2024-02-29',
      },
      sort: { field: 'name', order: 'desc' },
      page: 3,
      size: 50,
      record: '1234567890123456789',
    })
  })

  it('clamps or drops malformed values instead of failing', () => {
    expect(parseListView('page=0&size=7', rules)).toMatchObject({ page: 1, size: 10 })
    expect(parseListView('page=99999', rules).page).toBe(99999)
    expect(parseListView('page=999999999', rules).page).toBe(MAX_PAGE)
    expect(parseListView('page=-3&size=1e2', rules)).toMatchObject({ page: 1, size: 10 })
    expect(parseListView('page=2.5&size=20.0', rules)).toMatchObject({ page: 1, size: 10 })
    const view = parseListView(
      'status=9&district=110000&start=2024-13-01&end=2023-02-29&sort=password&order=sideways',
      rules,
    )
    expect(view.filters).toEqual({ keyword: '' })
    expect(view.sort).toBeUndefined()
  })

  it('keeps a valid sort field with asc when the order is missing or wrong', () => {
    expect(parseListView('sort=name&order=DROP', rules).sort).toEqual({
      field: 'name',
      order: 'asc',
    })
  })

  it('swaps a start after the end', () => {
    expect(parseListView('start=2024-05-01&end=2024-04-01', rules).filters).toMatchObject({
      start: '2024-04-01',
      end: '2024-05-01',
    })
  })

  it('ignores filters the page does not have', () => {
    const none: ListViewRules = {
      statusCodes: [],
      statusByDefault: false,
      district: false,
      dateRange: false,
      sortable: [],
    }
    expect(parseListView('status=0&district=440100&start=2024-01-01&sort=name', none)).toEqual({
      filters: { keyword: '' },
      page: 1,
      size: 10,
    })
  })

  it('keeps hostile search text as plain data', () => {
    for (const text of ["' OR 1=1 --", '<img src=x onerror=alert(1)>', '{{7*7}}', '../../etc']) {
      const search = new URLSearchParams({ keyword: text }).toString()
      expect(parseListView(search, rules).filters.keyword).toBe(text)
    }
  })

  it('removes invisible characters and limits the keyword to 100 characters', () => {
    expect(parseListView('keyword=%E2%80%AEabc%00%0A', rules).filters.keyword).toBe('abc')
    expect(parseListView(`keyword=${'x'.repeat(500)}`, rules).filters.keyword).toHaveLength(100)
  })

  it('accepts only plain record ids', () => {
    expect(parseListView('record=javascript:alert(1)', rules).record).toBeUndefined()
    expect(parseListView('record=%2F%2Fevil', rules).record).toBeUndefined()
    expect(parseListView('record=a-1_b', rules).record).toBe('a-1_b')
  })

  it('never throws and always yields a usable view, whatever the query string', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.dictionary(fc.string(), fc.string()),
        (raw, dict) => {
          for (const input of [raw, new URLSearchParams(dict).toString()]) {
            const view = parseListView(input, rules)
            expect(view.page).toBeGreaterThanOrEqual(1)
            expect(view.page).toBeLessThanOrEqual(MAX_PAGE)
            expect([10, 20, 30, 50, 100]).toContain(view.size)
            expect(view.filters.keyword.length).toBeLessThanOrEqual(100)
            if (view.filters.start) expect(isIsoDate(view.filters.start)).toBe(true)
            if (view.filters.status !== undefined)
              expect(rules.statusCodes).toContain(view.filters.status)
          }
        },
      ),
    )
  })

  it('reads back what it writes', () => {
    // Any text the filter bar can send (cleanKeyword is what it sends).
    const keyword = fc.string({ maxLength: 120 }).map(cleanKeyword)
    fc.assert(
      fc.property(
        keyword,
        fc.option(fc.constantFrom(0, 1, 2), { nil: undefined }),
        fc.option(fc.constantFrom('440100', '445300'), { nil: undefined }),
        fc.option(
          fc.record({
            field: fc.constantFrom('name', 'createTime'),
            order: fc.constantFrom('asc', 'desc') as fc.Arbitrary<'asc' | 'desc'>,
          }),
          { nil: undefined },
        ),
        fc.integer({ min: 1, max: MAX_PAGE }),
        fc.constantFrom(10, 20, 30, 50, 100),
        (text, status, district, sort, page, size) => {
          const view = {
            filters: {
              keyword: text,
              ...(status === undefined ? {} : { status }),
              ...(district === undefined ? {} : { district }),
            },
            ...(sort ? { sort } : {}),
            page,
            size,
          }
          expect(parseListView(serializeListView(view), rules)).toEqual(view)
        },
      ),
    )
  })

  it('writes nothing for the default view', () => {
    expect(serializeListView({ filters: { keyword: '' }, page: 1, size: 10 })).toBe('')
  })

  it('keeps "every status" on a page that opens on a status, so a search or reload keeps it', () => {
    const everyStatus = { filters: { keyword: '张' }, page: 1, size: 10 }
    const search = serializeListView(everyStatus, true)
    expect(search).toBe('keyword=%E5%BC%A0&status=')
    expect(parseListView(search, { ...rules, statusByDefault: true }).filters.status).toBe(
      undefined,
    )
    expect(serializeListView({ ...everyStatus, filters: { keyword: '', status: 0 } }, true)).toBe(
      'status=0',
    )
  })
})

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2024-2-9')).toBe(false)
    expect(isIsoDate('2024-04-31')).toBe(false)
    expect(isIsoDate('0000-01-01')).toBe(false)
    expect(isIsoDate('2024-01-01T00:00')).toBe(false)
  })
})

describe('nextSort', () => {
  it('sorts a new field ascending and reverses the current one', () => {
    const asc = nextSort(undefined, 'name')
    expect(asc).toEqual({ field: 'name', order: 'asc' })
    const desc = nextSort(asc, 'name')
    expect(desc).toEqual({ field: 'name', order: 'desc' })
    expect(nextSort(desc, 'name')).toEqual({ field: 'name', order: 'asc' })
    expect(nextSort(desc, 'createTime')).toEqual({ field: 'createTime', order: 'asc' })
  })
})
