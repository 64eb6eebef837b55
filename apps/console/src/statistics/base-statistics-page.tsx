import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { STATISTICS_MEASURES, type StatisticsMeasure } from '@gdzyz/api-client'
import { statisticsAggregateQuery } from '@gdzyz/api-client/query'
import { useLocale } from '@gdzyz/ui-shell'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useId, useMemo, useState } from 'react'
import { useApi } from '../app/api-context'
import { Panel } from '../components/panel'
import { listMessages } from '../i18n/list-messages'
import { cityName } from '../lists/districts'
import { fill } from '../lists/messages'
import { STATUS_SETS } from '../lists/status-sets'
import type { ChartData } from './chart-summary'
import { formatReadable } from './format-number'
import { MeasureSelect } from './measure-select'
import { useStatsText } from './messages'
import { QueryState } from './query-state'
import { StatFigure } from './stat-figure'
import { StatFilterBar } from './stat-filter-bar'
import { statisticsFilter } from './stat-view'
import { TotalsGrid } from './totals-grid'
import { useStatView } from './use-stat-view'

/**
 * 基础数据统计: totals of the period with the change against the previous one, the trend by month
 * and the breakdowns by city and by volunteer status, for a district and period kept in the URL.
 */
export function BaseStatisticsPage({ title }: { title: string }) {
  const text = useStatsText()
  const locale = useLocale()
  const api = useApi()
  const id = useId()
  const [view, apply] = useStatView()
  const [measure, setMeasure] = useState<StatisticsMeasure>('volunteers')
  const query = useQuery({
    ...statisticsAggregateQuery(api, statisticsFilter(view)),
    placeholderData: keepPreviousData,
  })
  const short = useCallback((value: string) => formatReadable(value, locale), [locale])
  const data = query.data
  const measureName = text.measures[measure]

  const charts = useMemo(() => {
    if (!data) return undefined
    const trend: ChartData = {
      kind: 'line',
      title: fill(text.trend, { measure: measureName }),
      labels: data.byMonth.map((m) => m.month),
      series: [{ name: measureName, values: data.byMonth.map((m) => m[measure]) }],
    }
    const byCity: ChartData = {
      kind: 'bar',
      title: fill(text.byCity, { measure: measureName }),
      labels: data.byCity.map((c) => cityName(c.districtId, locale) ?? c.districtName),
      series: [{ name: measureName, values: data.byCity.map((c) => c[measure]) }],
    }
    const byStatus: ChartData = {
      kind: 'bar',
      title: text.byStatus,
      labels: data.byStatus.map((s) => statusLabel(s.status, locale)),
      series: [{ name: text.measures.volunteers, values: data.byStatus.map((s) => s.volunteers) }],
    }
    return { trend, byCity, byStatus }
  }, [data, measure, measureName, locale, text])

  return (
    <Panel title={title}>
      <StatFilterBar view={view} onApply={apply} />
      <QueryState
        loading={query.isPending}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
      />
      {data && charts ? (
        <Box aria-busy={query.isFetching || undefined}>
          <Text fontSize="sm" color="gray.700" mb="2">
            {view.start || view.end
              ? fill(text.period, { start: view.start ?? '…', end: view.end ?? '…' })
              : text.wholePeriod}
            {' · '}
            {data.previousPeriod
              ? fill(text.previousPeriod, {
                  start: data.previousPeriod.startDate,
                  end: data.previousPeriod.endDate,
                })
              : text.noPrevious}
          </Text>
          <TotalsGrid
            label={text.totals}
            items={STATISTICS_MEASURES.map((m) => ({
              key: m,
              label: text.measures[m],
              value: data.totals[m],
              ...(data.previous ? { previous: data.previous[m] } : {}),
            }))}
          />
          <Box mb="3" maxW="220px">
            <MeasureSelect
              id={`${id}-measure`}
              label={text.chartMeasure}
              value={measure}
              onChange={setMeasure}
            />
          </Box>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            <StatFigure data={charts.trend} labelHeader={text.month} formatShort={short} />
            <StatFigure data={charts.byStatus} labelHeader={text.status} formatShort={short} />
            <Box gridColumn={{ xl: 'span 2' }} minW="0">
              <StatFigure data={charts.byCity} labelHeader={text.city} formatShort={short} />
            </Box>
          </SimpleGrid>
        </Box>
      ) : null}
    </Panel>
  )
}

/** A volunteer status code in words (正常, 已停用, 已关闭), or the code itself when unknown. */
function statusLabel(code: number, locale: 'zh-CN' | 'zh-TW'): string {
  const key = STATUS_SETS.state[code] as keyof (typeof listMessages)['zh-CN']['status'] | undefined
  return (key && listMessages[locale].status[key]) || String(code)
}
