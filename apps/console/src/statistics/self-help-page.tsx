import { Box, Button, chakra, Flex, NativeSelect, Table, Text } from '@chakra-ui/react'
import {
  STATISTICS_DIMENSIONS,
  type StatisticsDimension,
  type StatisticsMeasure,
} from '@gdzyz/api-client'
import { statisticsQueryQuery } from '@gdzyz/api-client/query'
import { useLocale } from '@gdzyz/ui-shell'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useCallback, useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useApi } from '../app/api-context'
import { Panel } from '../components/panel'
import { cityName } from '../lists/districts'
import { errorMessage } from '../lists/error-message'
import { labelCss } from '../lists/filter-fields'
import { fill } from '../lists/messages'
import type { ChartData } from './chart-summary'
import { exportStatTable } from './export-table'
import { formatFull, formatReadable } from './format-number'
import { MeasureSelect } from './measure-select'
import { useStatsText } from './messages'
import { QueryState } from './query-state'
import { StatFigure } from './stat-figure'
import { StatFilterBar } from './stat-filter-bar'
import { dimensionFits, parseQueryView, statisticsFilter, statViewSearch } from './stat-view'

/**
 * 自助数据查询: a measure by a dimension (city, month, organisation type) over a period, as a table
 * and a chart; 导出 writes the table as .xlsx. The choice lives in the URL.
 */
export function SelfHelpPage({ title }: { title: string }) {
  const text = useStatsText()
  const locale = useLocale()
  const api = useApi()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => parseQueryView(params), [params])
  const [measure, setMeasure] = useState<StatisticsMeasure>(view.measure)
  const [dimension, setDimension] = useState<StatisticsDimension>(view.dimension)
  const [exported, setExported] = useState<{ ok: boolean; message: string } | null>(null)
  const query = useQuery({
    ...statisticsQueryQuery(api, {
      measure: view.measure,
      dimension: view.dimension,
      ...statisticsFilter(view),
    }),
    placeholderData: keepPreviousData,
  })
  const short = useCallback((value: string) => formatReadable(value, locale), [locale])
  const data = query.data

  const table = useMemo(() => {
    if (!data) return undefined
    const rows = data.rows.map(
      (row) =>
        [
          data.dimension === 'city' ? (cityName(row.key, locale) ?? row.label) : row.label,
          row.value,
        ] as const,
    )
    const measureName = text.measures[data.measure]
    const chart: ChartData = {
      kind: data.dimension === 'month' ? 'line' : 'bar',
      title: `${measureName} · ${text.dimensions[data.dimension]}`,
      labels: rows.map(([label]) => label),
      series: [{ name: measureName, values: rows.map(([, value]) => value) }],
    }
    return {
      title: `${title}_${measureName}_${text.dimensions[data.dimension]}`,
      headers: [text.dimensions[data.dimension], measureName] as const,
      rows,
      total: [text.total, data.total] as const,
      chart,
    }
  }, [data, locale, text, title])

  const changeMeasure = (next: StatisticsMeasure) => {
    setMeasure(next)
    if (!dimensionFits(next, dimension)) setDimension('city')
  }

  const download = async () => {
    if (!table) return
    try {
      const file = await exportStatTable(table)
      setExported({ ok: true, message: fill(text.exportDone, { file }) })
    } catch (error) {
      setExported({
        ok: false,
        message: fill(text.exportFailed, { message: errorMessage(error) ?? text.unknownError }),
      })
    }
  }

  const choices = (
    <>
      <Box flex="0 1 170px">
        <MeasureSelect
          id={`${id}-measure`}
          label={text.measure}
          value={measure}
          onChange={changeMeasure}
        />
      </Box>
      <Box flex="0 1 170px">
        <chakra.label htmlFor={`${id}-dimension`} css={labelCss}>
          {text.dimension}
        </chakra.label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={`${id}-dimension`}
            value={dimension}
            aria-describedby={`${id}-dimension-hint`}
            onChange={(e) => setDimension(e.currentTarget.value as StatisticsDimension)}
          >
            {STATISTICS_DIMENSIONS.map((d) => (
              <option key={d} value={d} disabled={!dimensionFits(measure, d)}>
                {text.dimensions[d]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text id={`${id}-dimension-hint`} fontSize="xs" color="gray.700" mt="1">
          {text.orgTypeOnly}
        </Text>
      </Box>
    </>
  )

  return (
    <Panel title={title}>
      <StatFilterBar
        view={view}
        extra={choices}
        onApply={(next) => {
          setExported(null)
          setParams(statViewSearch({ ...next, measure, dimension }))
        }}
      />
      <QueryState
        loading={query.isPending}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
      />
      {table ? (
        <Box aria-busy={query.isFetching || undefined}>
          <Flex justify="flex-end" gap="3" align="center" wrap="wrap" mb="2">
            {exported ? (
              <Text
                role={exported.ok ? 'status' : 'alert'}
                fontSize="sm"
                color={exported.ok ? 'gray.700' : 'fg.error'}
              >
                {exported.message}
              </Text>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => void download()}>
              <Download aria-hidden="true" />
              {text.export}
            </Button>
          </Flex>
          <Box
            overflowX="auto"
            mb="4"
            maxH="420px"
            overflowY="auto"
            tabIndex={0}
            aria-label={table.chart.title}
          >
            <Table.Root size="sm" aria-label={table.chart.title} stickyHeader>
              <Table.Header>
                <Table.Row>
                  {table.headers.map((header, i) => (
                    <Table.ColumnHeader key={header} scope="col" textAlign={i ? 'end' : 'start'}>
                      {header}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {table.rows.map(([label, value]) => (
                  <ValueRow key={label} label={label} value={value} />
                ))}
                <ValueRow label={table.total[0]} value={table.total[1]} strong />
              </Table.Body>
            </Table.Root>
          </Box>
          <StatFigure data={table.chart} labelHeader={table.headers[0]} formatShort={short} />
        </Box>
      ) : null}
    </Panel>
  )
}

function ValueRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Row fontWeight={strong ? 'semibold' : undefined}>
      <Table.Cell as="th" scope="row" fontWeight="inherit">
        {label}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {formatFull(value)}
      </Table.Cell>
    </Table.Row>
  )
}
