import 'chartist/dist/index.css'
import './chart-view.css'
import { BarChart, LineChart } from 'chartist'
import { useEffect, useRef } from 'react'
import type { ChartData } from './chart-summary'
import { chartNumber } from './format-number'

export interface ChartViewProps {
  data: ChartData
  /** Axis value labels (short, for reading). */
  formatAxis: (value: string) => string
}

const BAR_ROW = 26

/** As many category labels on a line chart's axis as fit without wrapping (about 72 px each). */
const sparse = (count: number, width: number) => {
  const step = Math.max(1, Math.ceil(count / Math.max(2, Math.floor(width / 72))))
  return (label: unknown, index: number) => (index % step === 0 ? String(label) : null)
}

/** Room for the longest category label of a bar chart (about 13 px a character). */
const labelRoom = (labels: readonly string[]) =>
  Math.min(160, Math.max(56, Math.max(0, ...labels.map((l) => [...l].length)) * 13 + 12))

/**
 * The drawing itself (Chartist, SVG), loaded lazily with the statistics pages only. It is
 * decoration for assistive technology: the figure around it carries the description and the
 * same numbers as a table. Labels are set as text by Chartist, never as HTML.
 */
export function ChartView({ data, formatAxis }: ChartViewProps) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = host.current
    if (!element) return
    const series = data.series.map((s) => ({ name: s.name, data: s.values.map(chartNumber) }))
    // Horizontal bars are drawn from the bottom: reversed here so the first label is on top
    // (Chartist's reverseData would also swap the series' colours).
    const barSeries = series.map((s) => ({ ...s, data: [...s.data].reverse() }))
    const axisValue = (value: unknown) => formatAxis(String(value))
    const chart =
      data.kind === 'bar'
        ? new BarChart(
            element,
            { labels: [...data.labels].reverse(), series: barSeries },
            {
              horizontalBars: true,
              seriesBarDistance: 10,
              height: `${Math.max(160, data.labels.length * BAR_ROW * Math.max(1, series.length * 0.6) + 40)}px`,
              axisY: { offset: labelRoom(data.labels) },
              axisX: { labelInterpolationFnc: axisValue, onlyInteger: true, scaleMinSpace: 72 },
              chartPadding: { top: 8, right: 40, bottom: 8, left: 8 },
            },
          )
        : new LineChart(
            element,
            { labels: [...data.labels], series },
            {
              height: '260px',
              fullWidth: true,
              showArea: true,
              low: 0,
              axisX: { labelInterpolationFnc: sparse(data.labels.length, element.clientWidth) },
              axisY: { labelInterpolationFnc: axisValue, offset: 64, onlyInteger: true },
              chartPadding: { top: 12, right: 40, bottom: 8, left: 8 },
            },
          )
    return () => {
      chart.detach()
      element.replaceChildren()
    }
  }, [data, formatAxis])
  return <div ref={host} className="stat-chart" aria-hidden="true" />
}
