import { Box, SimpleGrid } from '@chakra-ui/react'
import { cardStatisticsQuery } from '@gdzyz/api-client/query'
import { useLocale } from '@gdzyz/ui-shell'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useApi } from '../app/api-context'
import { Panel } from '../components/panel'
import type { ChartData } from './chart-summary'
import { formatReadable } from './format-number'
import { useStatsText } from './messages'
import { QueryState } from './query-state'
import { StatFigure } from './stat-figure'
import { StatFilterBar } from './stat-filter-bar'
import { statisticsFilter } from './stat-view'
import { TotalsGrid } from './totals-grid'
import { useStatView } from './use-stat-view'

/** 注册志愿者证统计: card applications and issued cards by bank and by month. */
export function CardStatisticsPage({ title }: { title: string }) {
  const text = useStatsText()
  const locale = useLocale()
  const api = useApi()
  const [view, apply] = useStatView()
  const query = useQuery({
    ...cardStatisticsQuery(api, statisticsFilter(view)),
    placeholderData: keepPreviousData,
  })
  const short = useCallback((value: string) => formatReadable(value, locale), [locale])
  const data = query.data

  const charts = useMemo(() => {
    if (!data) return undefined
    const series = <T extends { applyCount: string; issueCount: string }>(rows: readonly T[]) => [
      { name: text.applyCount, values: rows.map((r) => r.applyCount) },
      { name: text.issueCount, values: rows.map((r) => r.issueCount) },
    ]
    const byBank: ChartData = {
      kind: 'bar',
      title: text.byBank,
      labels: data.byBank.map((b) => b.bankName),
      series: series(data.byBank),
    }
    const byMonth: ChartData = {
      kind: 'line',
      title: text.byMonth,
      labels: data.byMonth.map((m) => m.month),
      series: series(data.byMonth),
    }
    return { byBank, byMonth }
  }, [data, text])

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
          <TotalsGrid
            label={text.totals}
            items={[
              { key: 'applyCount', label: text.applyCount, value: data.totals.applyCount },
              { key: 'issueCount', label: text.issueCount, value: data.totals.issueCount },
            ]}
          />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            <StatFigure data={charts.byBank} labelHeader={text.bank} formatShort={short} />
            <StatFigure data={charts.byMonth} labelHeader={text.month} formatShort={short} />
          </SimpleGrid>
        </Box>
      ) : null}
    </Panel>
  )
}
