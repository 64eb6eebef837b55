import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import { useId, useRef } from 'react'
import { ProgressLine } from '../components/progress-line'
import { fill } from '../lists/messages'
import { PageFrame } from '../makeup/page-frame'
import { useCardParser } from './card-parser-context'
import { CheckedFile } from './checked-file'
import { CARD_FIELDS } from './columns'
import { type CardImportText, useCardImportText } from './messages'
import type { ParseOutcome } from './parse-file'
import { downloadSheet } from './report-file'
import { useCardCheck } from './use-card-check'

/** Why a file was refused, in words. */
function refusalText(outcome: Extract<ParseOutcome, { ok: false }>, text: CardImportText): string {
  if (outcome.reason !== 'headers') return text.failures[outcome.reason]
  const names = (fields: readonly (keyof CardImportText['fields'])[] = []) =>
    fields.map((f) => text.fields[f]).join('、')
  return [
    text.failures.headers,
    outcome.missing?.length ? fill(text.failures.missing, { fields: names(outcome.missing) }) : '',
    outcome.repeated?.length
      ? fill(text.failures.repeated, { fields: names(outcome.repeated) })
      : '',
  ].join('')
}

/**
 * 批量导入制证: a .xlsx or .csv of applications is read and checked in a Web Worker, the
 * problem rows are listed (and downloadable), and only the valid rows are imported after a
 * confirmation stating their count.
 */
export function CardImportPage({ title }: { resource: string; title: string }) {
  const text = useCardImportText()
  const parser = useCardParser()
  const check = useCardCheck(parser)
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const { state } = check
  const choose = (files: FileList | null) => {
    const file = files?.[0]
    if (input.current) input.current.value = ''
    if (file) void check.check(file)
  }
  const template = () =>
    void downloadSheet(
      text.templateName,
      CARD_FIELDS.map((f) => text.fields[f]),
      [],
    )

  return (
    <PageFrame title={title}>
      <Text fontSize="sm" color="gray.700" mb="3">
        {text.intro}
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        <chakra.label htmlFor={inputId} fontWeight="medium">
          {text.fileLabel}
        </chakra.label>
        <chakra.input
          ref={input}
          id={inputId}
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          fontSize="sm"
          maxW="full"
          disabled={state.type === 'reading'}
          onChange={(event) => choose(event.currentTarget.files)}
        />
        <Button size="sm" variant="outline" onClick={template}>
          <Download aria-hidden="true" />
          {text.template}
        </Button>
      </Flex>
      {state.type === 'reading' ? (
        <Box my="3">
          <ProgressLine
            label={text.progress}
            done={state.progress.phase === 'validating' ? state.progress.done : undefined}
            total={state.progress.phase === 'validating' ? state.progress.total : undefined}
            valueText={
              state.progress.phase === 'validating'
                ? fill(text.validating, { done: state.progress.done, total: state.progress.total })
                : fill(text.reading, { file: state.file })
            }
            cancel={text.cancel}
            onCancel={check.cancel}
          />
        </Box>
      ) : state.type === 'cancelled' ? (
        <Text role="status" mt="3">
          {text.cancelled}
        </Text>
      ) : state.type === 'refused' ? (
        <Text role="alert" color="red.600" mt="3">
          {`${state.file}：${refusalText(state.outcome, text)}`}
        </Text>
      ) : state.type === 'failed' ? (
        <Text role="alert" color="red.600" mt="3">
          {fill(text.failures.failed, { message: state.message })}
        </Text>
      ) : state.type === 'checked' ? (
        <CheckedFile
          key={`${state.file}:${state.result.total}`}
          file={state.file}
          result={state.result}
        />
      ) : null}
    </PageFrame>
  )
}
