import { Box, Button, chakra, Flex, Input, Table, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmRemoveBatch } from './confirm-remove-batch'
import { errorAria, FieldError } from './field-error'
import type { IssueLookup } from './issue-lookup'
import { fill, type useMakeupText } from './messages'
import { RecordRow } from './record-row'
import type { MakeupBatch, MakeupRecord } from './types'

type BatchPatch = Partial<Pick<MakeupBatch, 'date' | 'start' | 'end'>>

interface BatchCardProps {
  number: number
  batch: MakeupBatch
  issues: IssueLookup
  text: ReturnType<typeof useMakeupText>
  /** Where "add volunteers" goes (the participant list page for this batch). */
  addHref: string
  onChange: (patch: BatchPatch) => void
  onRemove: () => void
  onRecordChange: (recordId: string, patch: Partial<Omit<MakeupRecord, 'id'>>) => void
  onRecordRemove: (recordId: string) => void
}

// Text inputs with the console's formats (yyyy-mm-dd, 24-hour HH:mm): native date and time
// inputs follow the browser's language (03/02/2026, 08:00 AM). The rules check the format.
const FIELDS = [
  ['date', 'datePlaceholder', 'date'],
  ['start', 'timePlaceholder', 'start'],
  ['end', 'timePlaceholder', 'end'],
] as const

/** One batch: its date and times, its volunteers, and the controls to edit them. */
export function BatchCard(props: BatchCardProps) {
  const { batch, text, issues } = props
  const title = fill(text.batch, { n: props.number })
  const headingId = `${batch.id}-heading`
  const [confirming, setConfirming] = useState(false)
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="makeup-batch"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      mb="4"
    >
      <Flex justify="space-between" align="center" mb="3" gap="2">
        <chakra.h2 id={headingId} fontSize="md" fontWeight="semibold">
          {title}
        </chakra.h2>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`${text.removeBatch}（${title}）`}
          onClick={() => setConfirming(true)}
        >
          {`${text.removeBatch}`}
        </Button>
        {confirming ? (
          <ConfirmRemoveBatch
            title={title}
            records={batch.records.length}
            text={text}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false)
              props.onRemove()
            }}
          />
        ) : null}
      </Flex>
      <Flex gap="4" wrap="wrap" mb="4">
        {FIELDS.map(([field, placeholder, label]) => {
          const id = `${batch.id}-${field}`
          const message = issues(batch.id, field)
          return (
            <Box key={field} minW="10rem" flex="1">
              <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
                {text[label]}
              </chakra.label>
              <Input
                id={id}
                size="sm"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={text[placeholder]}
                value={batch[field]}
                aria-label={`${title} ${text[label]}`}
                onChange={(event) => props.onChange({ [field]: event.currentTarget.value })}
                {...errorAria(`${id}-error`, message)}
              />
              <FieldError id={`${id}-error`} message={message} />
            </Box>
          )
        })}
      </Flex>
      {batch.records.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" mb="3">
          {text.noRecords}
        </Text>
      ) : (
        <Box overflowX="auto" mb="3">
          <Table.Root size="sm" aria-label={`${title} ${text.volunteer}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{text.volunteer}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.makeupDate}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.makeupStart}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.makeupEnd}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.override}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.actions}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {batch.records.map((record) => (
                <RecordRow
                  key={record.id}
                  record={record}
                  issues={issues}
                  text={text}
                  onChange={(patch) => props.onRecordChange(record.id, patch)}
                  onRemove={() => props.onRecordRemove(record.id)}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Button asChild size="sm" variant="outline">
        <Link to={props.addHref}>{`${text.addVolunteers}（${title}）`}</Link>
      </Button>
    </Box>
  )
}
