import { describe, expect, it } from 'vitest'
import type { ListQuery } from './data/query'
import { createMockBackend } from './mock-backend'

const backend = createMockBackend()

/** What the volunteer query (or another list) finds with these filters. */
const listTotal = (resource: string, filter: Partial<ListQuery>) => {
  const result = backend.listPage(resource, {
    pageNum: 1,
    pageSize: 10,
    sortOrder: 'asc',
    ...filter,
  })
  if (!result.ok) throw new Error(result.msg)
  return result.page.total
}

const allRows = (resource: string, filter: Partial<ListQuery>) => {
  const result = backend.listPage(resource, {
    pageNum: 1,
    pageSize: 100_000,
    sortOrder: 'asc',
    ...filter,
  })
  if (!result.ok) throw new Error(result.msg)
  return result.page.list
}

describe('demo statistics agree with the lists', () => {
  it('volunteers of every city equal what the volunteer query finds for that city', () => {
    const all = backend.statistics.aggregate({})
    expect(all.byCity).toHaveLength(21)
    for (const city of all.byCity)
      expect(city.volunteers, city.districtName).toBe(
        listTotal('volunteer_query', { districtId: city.districtId }),
      )
    expect(all.totals.volunteers).toBe(100_000)
  })

  it('a district and a period count what the lists find with the same filters', () => {
    const filter = { districtId: '440300', startDate: '2025-01-01', endDate: '2025-06-30' }
    const stats = backend.statistics.aggregate(filter)
    expect(stats.byCity.map((c) => c.districtId)).toEqual(['440300'])
    expect(stats.totals.volunteers).toBe(listTotal('volunteer_query', filter))
    expect(stats.totals.organizations).toBe(listTotal('organization', filter))
    expect(stats.totals.missions).toBe(listTotal('mission', filter))
    const tenths = allRows('volunteer_query', filter).reduce(
      (sum, row) => sum + Math.round(Number(row.serviceHours) * 10),
      0,
    )
    expect(stats.totals.serviceHours).toBe(tenths / 10)
    expect(stats.byMonth.map((m) => m.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ])
    expect(stats.byMonth.reduce((sum, m) => sum + Number(m.volunteers), 0)).toBe(
      stats.totals.volunteers,
    )
    const byStatus = stats.byStatus.map((s) => s.volunteers)
    expect(byStatus).toEqual(
      [0, 1, 2].map((status) => listTotal('volunteer_query', { ...filter, status })),
    )
  })

  it('the previous period is the same totals over the days just before', () => {
    const stats = backend.statistics.aggregate({ startDate: '2026-02-01', endDate: '2026-02-28' })
    const before = backend.statistics.aggregate({ startDate: '2026-01-04', endDate: '2026-01-31' })
    expect(stats.period).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' })
    expect(stats.previousPeriod).toEqual({ startDate: '2026-01-04', endDate: '2026-01-31' })
    expect(stats.previous).toEqual(before.totals)
    expect(backend.statistics.aggregate({ startDate: '2026-02-01' }).previous).toBeNull()
  })

  it('follows a change made to a row (a volunteer disabled moves between statuses)', () => {
    const own = createMockBackend()
    const row = allRows('volunteer_query', { districtId: '440100', status: 0 })[0]
    const before = own.statistics.aggregate({ districtId: '440100' }).byStatus
    expect(own.patchRecord('volunteer_query', String(row?.id), { status: 1 })).toBe(true)
    const after = own.statistics.aggregate({ districtId: '440100' }).byStatus
    expect(after[0]?.volunteers).toBe(Number(before[0]?.volunteers) - 1)
    expect(after[1]?.volunteers).toBe(Number(before[1]?.volunteers) + 1)
  })

  it('counts rows created and leaves out rows deleted, as the lists do', () => {
    const own = createMockBackend()
    const total = (resource: string, filter: Partial<ListQuery>) => {
      const result = own.listPage(resource, {
        pageNum: 1,
        pageSize: 10,
        sortOrder: 'asc',
        ...filter,
      })
      return result.ok ? result.page.total : -1
    }
    const orgsBefore = own.statistics.aggregate({ districtId: '445300' }).totals.organizations
    const created = own.mutations.create('organization', {
      orgName: '云浮新城志愿服务队',
      orgType: '志愿服务团体',
      creditCode: '52445300MJ0000001X',
      contactName: '陈嘉欣',
      mobile: '13812345678',
      districtId: '445300',
    })
    expect(created).toMatchObject({ code: 1 })
    const orgs = own.statistics.aggregate({ districtId: '445300' }).totals.organizations
    expect(orgs).toBe(Number(orgsBefore) + 1)
    expect(orgs).toBe(total('organization', { districtId: '445300' }))

    const id = String((created.data as { id?: unknown } | null)?.id)
    expect(own.mutations.remove('organization', id)).toMatchObject({ code: 1 })
    const after = own.statistics.aggregate({ districtId: '445300' }).totals.organizations
    expect(after).toBe(Number(orgsBefore))
    expect(after).toBe(total('organization', { districtId: '445300' }))
  })

  it('card applications by bank are the application records; issues are those with 已发卡', () => {
    const cards = backend.statistics.cards({ districtId: '440100' })
    const rows = allRows('registration_record_query', { districtId: '440100' })
    expect(cards.totals.applyCount).toBe(rows.length)
    expect(cards.totals.issueCount).toBe(rows.filter((r) => r.status === 2).length)
    for (const bank of cards.byBank)
      expect(bank.applyCount).toBe(rows.filter((r) => r.bankName === bank.bankName).length)
  })
})

describe('demo data query', () => {
  it('by city gives the aggregate’s numbers, by month sums to the total', () => {
    const filter = { startDate: '2025-07-01', endDate: '2025-12-31' }
    const byCity = backend.statistics.query('volunteers', 'city', filter)
    const byMonth = backend.statistics.query('serviceHours', 'month', filter)
    const stats = backend.statistics.aggregate(filter)
    if (!byCity.ok || !byMonth.ok) throw new Error('refused')
    expect(byCity.result.rows.map((r) => r.value)).toEqual(stats.byCity.map((c) => c.volunteers))
    expect(byMonth.result.total).toBe(stats.totals.serviceHours)
    expect(byMonth.result.rows).toHaveLength(6)
  })

  it('organisation type applies to organisations only', () => {
    const types = backend.statistics.query('organizations', 'orgType', {})
    if (!types.ok) throw new Error('refused')
    expect(types.result.rows.map((r) => r.key)).toEqual(['志愿服务组织', '志愿服务团体'])
    expect(types.result.rows.reduce((s, r) => s + Number(r.value), 0)).toBe(
      listTotal('organization', {}),
    )
    expect(backend.statistics.query('volunteers', 'orgType', {})).toEqual({
      ok: false,
      msg: '该指标不支持按组织类型统计',
    })
  })
})
