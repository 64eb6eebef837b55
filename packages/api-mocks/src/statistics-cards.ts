import type { Patches } from './data/table'
import { tableOf } from './data/table'
import { BANKS } from './data/vocab'
import { inPeriod, monthsOf, type StatFilter } from './statistics-period'
import type { Schema } from './wire'

/** 注册志愿者证统计 of the demo: the card application records by bank and month. */
export const cardStatistics = (
  filter: StatFilter,
  patchesOf: (resource: string) => Patches,
): Schema<'CardStatistics'> => {
  const resource = 'registration_record_query'
  const banks = new Map<string, [number, number]>(BANKS.map((b) => [b, [0, 0]]))
  const months = new Map<string, [number, number]>()
  const totals: [number, number] = [0, 0]
  const count = (counts: [number, number], issued: boolean) => {
    counts[0] += 1
    if (issued) counts[1] += 1
  }
  tableOf(resource)?.scan(patchesOf(resource), (row) => {
    if (filter.districtId && row.districtId !== filter.districtId) return
    const day = String(row.createTime ?? '').slice(0, 10)
    if (!inPeriod(day, filter)) return
    // Status 2 is 已发卡 (cardIssued).
    const issued = row.status === 2
    count(totals, issued)
    const bank = String(row.bankName)
    if (!banks.has(bank)) banks.set(bank, [0, 0])
    count(banks.get(bank) as [number, number], issued)
    const month = day.slice(0, 7)
    if (!months.has(month)) months.set(month, [0, 0])
    count(months.get(month) as [number, number], issued)
  })
  const counted = new Map([...months].map(([k, v]) => [k, v[0]]))
  const pair = ([applyCount, issueCount]: [number, number]) => ({ applyCount, issueCount })
  return {
    totals: pair(totals),
    byBank: [...banks].map(([bankName, counts]) => ({ bankName, ...pair(counts) })),
    byMonth: monthsOf(filter, [counted]).map((month) => ({
      month,
      ...pair(months.get(month) ?? [0, 0]),
    })),
  }
}
