import { Button, chakra, Input, Table } from '@chakra-ui/react'
import { errorAria, FieldError } from './field-error'
import type { IssueLookup } from './issue-lookup'
import type { useMakeupText } from './messages'
import type { MakeupRecord } from './types'

interface RecordRowProps {
  record: MakeupRecord
  issues: IssueLookup
  text: ReturnType<typeof useMakeupText>
  onChange: (patch: Partial<Omit<MakeupRecord, 'id'>>) => void
  onRemove: () => void
}

// Text inputs in the console's formats (see batch-card.tsx).
const FIELDS = [
  ['date', 'datePlaceholder', 'makeupDate'],
  ['startTime', 'timePlaceholder', 'makeupStart'],
  ['endTime', 'timePlaceholder', 'makeupEnd'],
] as const

/** One volunteer of a batch: make-up date and times, the override tick and removal. */
export function RecordRow({ record, issues, text, onChange, onRemove }: RecordRowProps) {
  const who = record.userName ? `${record.userName}（${record.userId}）` : record.userId
  const userError = issues(record.id, 'userId')
  const userErrorId = `${record.id}-userId-error`
  return (
    <Table.Row data-testid="makeup-record">
      <Table.Cell>
        <chakra.span {...errorAria(userErrorId, userError)}>{who}</chakra.span>
        <FieldError id={userErrorId} message={userError} />
      </Table.Cell>
      {FIELDS.map(([field, placeholder, label]) => {
        const message = issues(record.id, field)
        const errorId = `${record.id}-${field}-error`
        return (
          <Table.Cell key={field}>
            <Input
              size="sm"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={text[placeholder]}
              minW="8.5rem"
              aria-label={`${record.userName || record.userId} ${text[label]}`}
              value={record[field]}
              onChange={(event) => onChange({ [field]: event.currentTarget.value })}
              {...errorAria(errorId, message)}
            />
            <FieldError id={errorId} message={message} />
          </Table.Cell>
        )
      })}
      <Table.Cell>
        <chakra.label
          display="flex"
          gap="1.5"
          alignItems="center"
          fontSize="sm"
          whiteSpace="nowrap"
        >
          <chakra.input
            type="checkbox"
            accentColor="brand.solid"
            checked={record.override}
            onChange={(event) => onChange({ override: event.currentTarget.checked })}
          />
          {text.override}
        </chakra.label>
      </Table.Cell>
      <Table.Cell>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`${text.remove} ${record.userName || record.userId}`}
          onClick={onRemove}
        >
          {text.remove}
        </Button>
      </Table.Cell>
    </Table.Row>
  )
}
