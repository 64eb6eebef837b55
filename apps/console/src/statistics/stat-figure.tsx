import { Box, Button, chakra, Flex, Table, Text } from '@chakra-ui/react'
import { lazy, Suspense, useId, useState } from 'react'
import { ChartBoundary } from './chart-boundary'
import { type ChartData, chartSummary } from './chart-summary'
import { formatFull } from './format-number'
import { useStatsText } from './messages'

const ChartView = lazy(() => import('./chart-view').then((m) => ({ default: m.ChartView })))

const SWATCHES = ['#2b6cb0', '#dd6b20']

export interface StatFigureProps {
  data: ChartData
  /** Header of the label column of the data table (地市, 月份, 银行…). */
  labelHeader: string
  /** Short values for the axis and the description (万 / 亿). */
  formatShort: (value: string) => string
}

/**
 * A chart with its text alternatives: a figure captioned by its title, an image whose accessible
 * name describes the chart, and 查看数据, which shows the same numbers (exact) as a table.
 */
export function StatFigure({ data, labelHeader, formatShort }: StatFigureProps) {
  const text = useStatsText()
  const id = useId()
  const [open, setOpen] = useState(false)
  const empty = data.labels.length === 0
  return (
    <chakra.figure
      aria-labelledby={`${id}-caption`}
      m="0"
      p={{ base: '3', md: '4' }}
      borderWidth="1px"
      borderRadius="md"
      bg="white"
      minW="0"
    >
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="2">
        <chakra.figcaption id={`${id}-caption`} fontWeight="semibold" fontSize="md">
          {data.title}
        </chakra.figcaption>
        <Button
          size="xs"
          variant="outline"
          aria-expanded={open}
          aria-controls={`${id}-data`}
          onClick={() => setOpen((value) => !value)}
        >
          {text.viewData}
        </Button>
      </Flex>
      {data.series.length > 1 ? (
        <chakra.ul
          aria-label={text.legend}
          display="flex"
          gap="4"
          listStyleType="none"
          p="0"
          mb="2"
        >
          {data.series.map((series, i) => (
            <chakra.li key={series.name} display="flex" alignItems="center" gap="1" fontSize="sm">
              <Box w="3" h="3" borderRadius="sm" bg={SWATCHES[i]} aria-hidden="true" />
              {series.name}
            </chakra.li>
          ))}
        </chakra.ul>
      ) : null}
      {empty ? (
        <Text color="gray.700" py="6">
          {text.noData}
        </Text>
      ) : (
        <ChartBoundary
          fallback={
            <Text role="alert" color="fg.error" py="4">
              {text.chartFailed}
            </Text>
          }
        >
          <Box role="img" aria-label={chartSummary(data, text, formatShort)} minH="160px">
            <Suspense fallback={<Box h="160px" />}>
              <ChartView data={data} formatAxis={formatShort} />
            </Suspense>
          </Box>
        </ChartBoundary>
      )}
      <Box id={`${id}-data`} hidden={!open} overflowX="auto" mt="3">
        {open ? <DataTable data={data} labelHeader={labelHeader} /> : null}
      </Box>
    </chakra.figure>
  )
}

function DataTable({ data, labelHeader }: { data: ChartData; labelHeader: string }) {
  return (
    <Table.Root size="sm" aria-label={data.title}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{labelHeader}</Table.ColumnHeader>
          {data.series.map((series) => (
            <Table.ColumnHeader key={series.name} scope="col" textAlign="end">
              {series.name}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {data.labels.map((label, row) => (
          <Table.Row key={label}>
            <Table.Cell as="th" scope="row" fontWeight="normal">
              {label}
            </Table.Cell>
            {data.series.map((series) => (
              <Table.Cell key={series.name} textAlign="end" fontVariantNumeric="tabular-nums">
                {formatFull(series.values[row] ?? '')}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
