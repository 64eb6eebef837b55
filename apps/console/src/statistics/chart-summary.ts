import { fill } from '../lists/messages'
import type { StatsText } from './messages'

export interface ChartSeries {
  name: string
  /** Exact decimal texts, one per label. */
  values: readonly string[]
}

export interface ChartData {
  kind: 'bar' | 'line'
  title: string
  labels: readonly string[]
  series: readonly ChartSeries[]
}

const compare = (a: string, b: string) => Number(a) - Number(b)

/**
 * The chart's accessible description: what kind of chart, how many points, the highest and lowest
 * (bars) or the first, last and highest (lines), of the first series, in `format`.
 */
export function chartSummary(
  data: ChartData,
  text: StatsText,
  format: (value: string) => string,
): string {
  const values = data.series[0]?.values ?? []
  if (values.length === 0 || data.labels.length === 0)
    return fill(text.emptySummary, { title: data.title })
  let max = 0
  let min = 0
  values.forEach((value, i) => {
    if (compare(value, values[max] ?? '0') > 0) max = i
    if (compare(value, values[min] ?? '0') < 0) min = i
  })
  const label = (i: number) => data.labels[i] ?? ''
  const value = (i: number) => format(values[i] ?? '0')
  const last = values.length - 1
  return data.kind === 'bar'
    ? fill(text.barSummary, {
        title: data.title,
        count: values.length,
        maxLabel: label(max),
        max: value(max),
        minLabel: label(min),
        min: value(min),
      })
    : fill(text.lineSummary, {
        title: data.title,
        count: values.length,
        first: label(0),
        firstValue: value(0),
        last: label(last),
        lastValue: value(last),
        maxLabel: label(max),
        max: value(max),
      })
}
