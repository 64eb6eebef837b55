/** The district and dates of a statistics request (dates yyyy-mm-dd, inclusive). */
export interface StatFilter {
  districtId?: string
  startDate?: string
  endDate?: string
}

export interface Period {
  startDate: string
  endDate: string
}

const DAY = 86_400_000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY
const dateOfDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)

/** The period of the same length that ends the day before `period` starts. */
export const previousPeriod = (period: Period): Period => {
  const start = dayNumber(period.startDate)
  const length = dayNumber(period.endDate) - start + 1
  return { startDate: dateOfDay(start - length), endDate: dateOfDay(start - 1) }
}

/** Months (yyyy-mm) from `first` to `last`, both included; empty when `last` is earlier. */
export const monthsBetween = (first: string, last: string): string[] => {
  const months: string[] = []
  let year = Number(first.slice(0, 4))
  let month = Number(first.slice(5, 7))
  for (let key = first.slice(0, 7); key <= last.slice(0, 7); ) {
    months.push(key)
    month += 1
    if (month > 12) [year, month] = [year + 1, 1]
    key = `${year}-${String(month).padStart(2, '0')}`
  }
  return months
}

export const inPeriod = (day: string, filter: StatFilter): boolean =>
  (!filter.startDate || day >= filter.startDate) && (!filter.endDate || day <= filter.endDate)

export const periodOf = (filter: StatFilter): Period | null =>
  filter.startDate && filter.endDate
    ? { startDate: filter.startDate, endDate: filter.endDate }
    : null

/** The months a trend shows: the period's, else every month from the first to the last counted. */
export const monthsOf = (filter: StatFilter, maps: readonly Map<string, number>[]): string[] => {
  const period = periodOf(filter)
  if (period) return monthsBetween(period.startDate, period.endDate)
  const seen = maps.flatMap((map) => [...map.keys()]).sort()
  const first = seen[0]
  const last = seen[seen.length - 1]
  return first && last ? monthsBetween(first, last) : []
}
