import { describe, expect, it } from 'vitest'
import { CITY_CODES } from './districts'
import type { ListQuery } from './query'
import { RESOURCES } from './registry'
import { tableOf } from './table'

const q = (query: Partial<ListQuery> = {}): ListQuery => ({
  pageNum: 1,
  pageSize: 100,
  sortOrder: 'asc',
  ...query,
})

const regist = () => {
  const table = tableOf('regist_audit')
  if (!table) throw new Error('no regist_audit')
  return table
}

const all = (query: Partial<ListQuery>, resource = 'regist_audit') => {
  const table = tableOf(resource)
  if (!table) throw new Error(resource)
  return table.page(q({ pageSize: 100_000, ...query }), {}, 't')
}

describe('resource tables', () => {
  it('every resource makes its list fields, dates, statuses and districts', () => {
    for (const def of RESOURCES) {
      const table = tableOf(def.name)
      const page = table?.page(q({ pageSize: 50 }), {}, 't')
      expect(page?.total, def.name).toBe(def.count)
      for (const row of page?.list ?? []) {
        for (const field of def.listFields)
          expect(row, `${def.name}.${field}`).toHaveProperty(field)
        const record = table?.record(String(row.id), {})
        expect(def.statuses, def.name).toContain(record?.status)
        expect(String(record?.[def.dateField]), def.name).toMatch(/^\d{4}-\d{2}(-\d{2})?/)
        if (record && 'districtId' in record)
          expect(CITY_CODES.has(String(record.districtId)), def.name).toBe(true)
      }
    }
    // The 100,000-row list is made on first use: allow for a slow shared machine.
  }, 60_000)

  it('makes the same rows every time (seeded) and different rows per resource', () => {
    const first = all({}).list.slice(0, 5)
    expect(all({}).list.slice(0, 5)).toEqual(first)
    const appeals = all({}, 'volunteer_password_appeal').list.slice(0, 5)
    const admins = all({}, 'admin_password_appeal').list.slice(0, 5)
    expect(appeals.map((r) => r.id)).not.toEqual(admins.map((r) => r.id))
    expect(appeals.map((r) => r.name)).not.toEqual(admins.map((r) => r.name))
  })

  it('filters by status, district, date range and keyword, and pages', () => {
    const pending = all({ status: 0 })
    expect(pending.total).toBeGreaterThan(0)
    expect(pending.list.every((r) => r.status === 0)).toBe(true)
    const gz = all({ districtId: '440100' })
    expect(gz.total).toBeGreaterThan(0)
    expect(gz.list.every((r) => r.districtId === '440100' && r.districtName === '广州市')).toBe(
      true,
    )
    const range = all({ startDate: '2026-02-01', endDate: '2026-02-28' })
    expect(range.total).toBeGreaterThan(0)
    expect(range.list.every((r) => String(r.createTime).slice(0, 7) === '2026-02')).toBe(true)
    const name = String(all({}).list[7]?.name)
    const found = all({ keyword: name })
    expect(found.list.every((r) => String(r.name).includes(name))).toBe(true)
    const idCard = String(all({}).list[3]?.idCard)
    expect(all({ keyword: idCard.slice(0, 14) }).list.map((r) => r.idCard)).toContain(idCard)
    const both = all({ status: 0, districtId: '440100' })
    expect(both.total).toBe(pending.list.filter((r) => r.districtId === '440100').length)
    const page2 = regist().page(q({ pageNum: 2, pageSize: 10, status: 0 }), {}, 't')
    expect(page2.total).toBe(pending.total)
    expect(page2.list).toEqual(pending.list.slice(10, 20))
    expect(regist().page(q({ pageNum: 999, pageSize: 10 }), {}, 't')).toEqual({
      total: 240,
      list: [],
    })
  })

  it('sorts by any list field on the server, both ways, with a stable order', () => {
    const byName = all({ sortField: 'name', sortOrder: 'asc' }).list.map((r) => String(r.name))
    expect(byName).toEqual([...byName].sort())
    const desc = all({ sortField: 'createTime', sortOrder: 'desc' }).list.map((r) =>
      String(r.createTime),
    )
    expect(desc).toEqual([...desc].sort().reverse())
    const ids = all({ sortField: 'id', sortOrder: 'asc' }).list.map((r) => BigInt(r.id as bigint))
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)))
    const hours = all(
      { sortField: 'serviceHours', sortOrder: 'desc' },
      'mission_overlength_audit',
    ).list.map((r) => Number(r.serviceHours))
    expect(hours).toEqual([...hours].sort((a, b) => b - a))
    // Unknown fields (and detail-only fields) give the default order: newest first.
    expect(all({ sortField: 'nope' }).list).toEqual(all({}).list)
    expect(all({ sortField: 'email' }).list).toEqual(all({}).list)
    expect(desc).toEqual(all({}).list.map((r) => String(r.createTime)))
  })

  it('treats hostile keywords as text that matches nothing', () => {
    for (const keyword of [`' OR 1=1 --`, '<img src=x onerror=alert(1)>', '.*', '%', '\\']) {
      expect(all({ keyword }).total, keyword).toBe(0)
    }
  })

  it('exports the rows of the given ids only, in the query order', () => {
    const rows = all({}).list
    const ids = [rows[5], rows[1], rows[9]].map((r) => String(r?.id))
    const page = regist().page(
      q({ ids: [...ids, ids[0] as string, '1', '99999999999999999999'] }),
      {},
      't',
    )
    expect(page.total).toBe(3)
    expect(page.list.map((r) => String(r.id))).toEqual([ids[1], ids[0], ids[2]])
  })

  it('gives a record with more fields than the row, and a trail on audit rows', () => {
    const row = all({}).list[0]
    const record = regist().record(String(row?.id), {})
    expect(record).toMatchObject(row as object)
    expect(Object.keys(record ?? {}).length).toBeGreaterThan(Object.keys(row ?? {}).length)
    expect(record).toHaveProperty('email')
    expect(record).toHaveProperty('address')
    expect(record).toHaveProperty('politicalStatus')
    const decided = all({ status: 2 }).list[0]
    const trail = regist().record(String(decided?.id), {})?.trail as Record<string, unknown>[]
    expect(trail[0]).toMatchObject({ decision: 2, reason: expect.any(String) })
    expect(regist().record('1', {})).toBeUndefined()
    expect(regist().record('abc', {})).toBeUndefined()
  })

  it('applies stored patches to rows, filters and records', () => {
    const pending = all({ status: 0 })
    const id = String(pending.list[0]?.id)
    const trail = [{ decision: 1, operator: '陈伟', time: '2026-03-20 10:00:00' }]
    const patches = { [id]: { status: 1, trail } }
    const after = regist().page(q({ pageSize: 100_000, status: 0 }), patches, 'p')
    expect(after.total).toBe(pending.total - 1)
    expect(regist().record(id, patches)).toMatchObject({ status: 1, trail })
    expect(regist().countStatus(0, patches)).toBe(pending.total - 1)
  })
})

describe('prepare', () => {
  it('makes the rows ahead of the first request, and answers the same afterwards', () => {
    const table = tableOf('organization')
    const before = table?.page(q({ pageSize: 10 }), {}, 'x')
    table?.prepare()
    expect(table?.page(q({ pageSize: 10 }), {}, 'x')).toEqual(before)
  })
})

describe('a list made in order', () => {
  it('answers its default view without making the whole list, the same as the full path', () => {
    const table = tableOf('volunteer_query')
    if (!table) throw new Error('volunteer_query')
    const patches = { [String(table.base + 3n)]: { status: 2 } }
    const query = q({ pageNum: 2, pageSize: 10 })
    const quick = table.page(query, patches, 'first')
    expect(quick.total).toBe(100_000)
    expect(quick.list[0]?.id).toBe(table.base + 10n)
    const last = table.page(q({ pageNum: 10_000, pageSize: 10 }), patches, 'first')
    expect(last.list.at(-1)?.id).toBe(table.base + 99_999n)
    expect(table.page(q({ pageNum: 10_001, pageSize: 10 }), patches, 'first').list).toEqual([])
    const patched = table.page(q({ pageSize: 10 }), patches, 'first').list[3]
    expect(patched?.status).toBe(2)
    // The full path (rows made) gives exactly the same pages.
    table.prepare()
    expect(table.page(query, patches, 'full')).toEqual(quick)
    expect(table.page(q({ pageSize: 10 }), patches, 'full').list[3]?.status).toBe(2)
  }, 60_000)
})
