import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react'
import { useSession } from '@gdzyz/auth/react'
import { useLocale } from '@gdzyz/ui-shell'
import { Download, Upload } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { ROUTE_INDEX } from '../app/route-index'
import { ProgressLine } from '../components/progress-line'
import { errorMessage } from '../lists/error-message'
import { fill } from '../lists/messages'
import { ConfirmImport } from './confirm-import'
import { IssueTable, SHOWN_LINES } from './issue-table'
import { useCardImportText } from './messages'
import { reportLines, reportSheet } from './report'
import { downloadSheet } from './report-file'
import { CARD_RESOURCE, useCardSend } from './use-card-send'
import type { Validated } from './validate-rows'

const RECORDS = `/volunteerCard/${CARD_RESOURCE}`

/**
 * A checked file: its summary and problem rows (downloadable), and 导入 of the valid rows after
 * a confirmation; after a failure or 取消 the rows not sent can be sent on.
 */
export function CheckedFile({ file, result }: { file: string; result: Validated }) {
  const text = useCardImportText()
  const locale = useLocale()
  const { codes } = useSession()
  const send = useCardSend(result.valid)
  const [confirming, setConfirming] = useState(false)
  const { state } = send
  const refused = state.type === 'finished' ? state.refused : []
  const lines = useMemo(
    () => reportLines(result.issues, refused, result.valid, locale, text),
    [result, refused, locale, text],
  )
  const canOpenRecords = ROUTE_INDEX.get(RECORDS)?.codes.every((code) => codes.has(code)) === true
  const download = () => {
    const sheet = reportSheet(lines, text)
    void downloadSheet(text.reportName, sheet.headers, sheet.rows)
  }
  const valid = result.valid.length
  const finishedAll = state.type === 'finished' && state.rest === 0

  return (
    <Box mt="4">
      <Text role="status" fontWeight="medium">
        {fill(text.summary, { file, total: result.total, valid, invalid: result.invalidRows })}
        {result.issues.length === 0 ? ` ${text.allValid}` : ''}
      </Text>
      {state.type === 'sending' ? (
        <Box my="3">
          <ProgressLine
            label={text.importProgress}
            done={state.done}
            total={state.total}
            valueText={fill(text.importing, { done: state.done, total: state.total })}
            cancel={text.cancel}
            onCancel={send.cancel}
          />
        </Box>
      ) : null}
      {state.type === 'finished' ? (
        <Box role={state.status === 'failed' ? 'alert' : 'status'} mt="3">
          <Text color={state.status === 'failed' ? 'red.600' : undefined}>
            {state.status === 'done'
              ? fill(text.imported, { count: state.imported })
              : state.status === 'cancelled'
                ? fill(text.importCancelled, { count: state.imported, rest: state.rest })
                : fill(text.importStopped, {
                    count: state.imported,
                    rest: state.rest,
                    message: errorMessage(state.error) ?? text.unknownError,
                  })}
          </Text>
          {state.refused.length > 0 ? (
            <Text color="red.600">{fill(text.serverRefused, { count: state.refused.length })}</Text>
          ) : null}
        </Box>
      ) : null}
      <Flex gap="3" wrap="wrap" mt="3">
        {valid > 0 && !finishedAll && state.type !== 'sending' ? (
          <Button size="sm" onClick={() => setConfirming(true)}>
            <Upload aria-hidden="true" />
            {state.type === 'finished' ? text.retry : fill(text.importValid, { count: valid })}
          </Button>
        ) : null}
        {lines.length > 0 ? (
          <Button size="sm" variant="outline" onClick={download}>
            <Download aria-hidden="true" />
            {text.downloadReport}
          </Button>
        ) : null}
        {finishedAll && canOpenRecords ? (
          <Button asChild size="sm" variant="outline">
            <Link to={RECORDS}>{text.viewRecords}</Link>
          </Button>
        ) : null}
      </Flex>
      {valid === 0 ? (
        <Text role="alert" color="red.600" mt="3">
          {text.nothingValid}
        </Text>
      ) : null}
      {lines.length > 0 ? (
        <Box as="section" mt="4" aria-label={text.reportTitle}>
          <chakra.h2 fontSize="md" fontWeight="semibold">
            {text.reportTitle}
          </chakra.h2>
          {lines.length > SHOWN_LINES ? (
            <Text fontSize="sm" color="gray.700">
              {fill(text.reportShown, { shown: SHOWN_LINES })}
            </Text>
          ) : null}
          <IssueTable lines={lines} text={text} />
        </Box>
      ) : null}
      {confirming ? (
        <ConfirmImport
          question={fill(text.confirmText, {
            count: state.type === 'finished' ? state.rest : valid,
            invalid: result.invalidRows,
          })}
          text={text}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            void send.send()
          }}
        />
      ) : null}
    </Box>
  )
}
