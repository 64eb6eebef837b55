import { Box, chakra } from '@chakra-ui/react'
import type { CardImportText } from './messages'
import type { ReportLine } from './report'

/** Lines shown on the page; the download has them all. */
export const SHOWN_LINES = 200

const th = {
  textAlign: 'start',
  px: '3',
  py: '2',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
} as const
const td = { px: '3', py: '2', borderTopWidth: '1px', verticalAlign: 'top' } as const

/** The problem rows: row number, field, message and the cell as read (always as text). */
export function IssueTable({
  lines,
  text,
}: {
  lines: readonly ReportLine[]
  text: CardImportText
}) {
  const shown = lines.slice(0, SHOWN_LINES)
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" mt="2">
      <chakra.table width="full" fontSize="sm" aria-label={text.reportTitle}>
        <chakra.thead bg="gray.50">
          <chakra.tr>
            <chakra.th scope="col" {...th}>
              {text.row}
            </chakra.th>
            <chakra.th scope="col" {...th}>
              {text.field}
            </chakra.th>
            <chakra.th scope="col" {...th}>
              {text.problem}
            </chakra.th>
            <chakra.th scope="col" {...th}>
              {text.value}
            </chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {shown.map((line) => (
            <chakra.tr key={`${line.row}-${line.field}`}>
              <chakra.td {...td}>{line.row}</chakra.td>
              <chakra.td {...td} whiteSpace="nowrap">
                {text.fields[line.field]}
              </chakra.td>
              <chakra.td {...td} color="red.700">
                {line.message}
              </chakra.td>
              <chakra.td {...td} wordBreak="break-all">
                {line.value}
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  )
}
