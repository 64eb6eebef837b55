import { Button, chakra, Table } from '@chakra-ui/react'
import type { AttendanceEntry } from '@gdzyz/api-client'
import { fill } from '../lists/messages'
import type { AttendanceText } from './messages'

interface SheetTableProps {
  entries: readonly AttendanceEntry[]
  selected: ReadonlySet<string>
  text: AttendanceText
  onToggle: (id: string) => void
  onToggleAll: () => void
  /** Selects only this participant and moves to the form. */
  onEdit: (id: string) => void
}

const shown = (stamp: string, none: string) => (stamp ? stamp.slice(0, 16) : none)

/** The participants of a mission with their sign-in, sign-out and hours; rows are selectable. */
export function SheetTable({
  entries,
  selected,
  text,
  onToggle,
  onToggleAll,
  onEdit,
}: SheetTableProps) {
  const t = text.sheet
  const all = entries.length > 0 && entries.every((e) => selected.has(e.id))
  // Positioned: the visually hidden header text stays inside the scrolling box instead of
  // widening the page on a phone.
  return (
    <Table.ScrollArea position="relative" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t.table}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">
              <chakra.input
                type="checkbox"
                aria-label={t.selectAll}
                accentColor="brand.solid"
                checked={all}
                onChange={onToggleAll}
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t.name}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.mobile}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.signIn}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.signOut}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.hours}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <chakra.span srOnly>{t.edit}</chakra.span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id} data-selected={selected.has(entry.id) ? '' : undefined}>
              <Table.Cell>
                <chakra.input
                  type="checkbox"
                  aria-label={fill(t.selectOne, { name: entry.name })}
                  accentColor="brand.solid"
                  checked={selected.has(entry.id)}
                  onChange={() => onToggle(entry.id)}
                />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{entry.name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{entry.mobile}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{shown(entry.signInTime, t.none)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{shown(entry.signOutTime, t.none)}</Table.Cell>
              <Table.Cell textAlign="end">{entry.serviceHours}</Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={fill(t.editOne, { name: entry.name })}
                  onClick={() => onEdit(entry.id)}
                >
                  {t.edit}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
