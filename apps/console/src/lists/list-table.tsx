import { chakra, Table } from '@chakra-ui/react'
import type { ListRow } from '@gdzyz/api-client'
import {
  type ColumnDef,
  columnVisibilityFeature,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { tableBodyStyles } from './cell-styles'
import { CellView } from './cell-view'
import type { CellContext } from './cells'
import type { ListDescriptor } from './descriptor'
import { fill, useListText } from './messages'
import type { SelectedIds } from './selection'
import type { ListSort } from './url-state'

const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature, rowSelectionFeature })
type Features = typeof features

/** The record's id as a string (long ids arrive as strings already). */
export function rowId(row: ListRow, index: number): string {
  const id = row.id
  return id === null || id === undefined || id === '' ? `#${index}` : String(id)
}

/** What names a record: its title field, else its id. */
export function rowName(row: ListRow, titleField: string, index = 0): string {
  const name = row[titleField]
  return name === null || name === undefined || name === '' ? rowId(row, index) : String(name)
}

export interface ListTableProps {
  descriptor: ListDescriptor
  /** Accessible name of the table. */
  label: string
  rows: readonly ListRow[]
  /** The order the rows are in (the explicit sort or the page's default). */
  sort: ListSort | undefined
  onSort: (field: string) => void
  selected: SelectedIds
  onSelectedChange: (update: (old: SelectedIds) => SelectedIds) => void
  visibility: Readonly<Record<string, boolean>>
  /** Where the detail of a record opens (the list's URL with `record`). */
  recordHref: (id: string) => string
  onView: (id: string) => void
  /** More actions of a row, after 查看 (for example audit decisions). */
  rowActions?: ((row: ListRow) => ReactNode) | undefined
  cell: CellContext
  /** Loading, empty or error state shown instead of the rows. */
  state?: ReactNode
  busy?: boolean
}

function PageCheckbox(props: {
  checked: boolean
  indeterminate: boolean
  label: string
  onChange: (on: boolean) => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.indeterminate
  }, [props.indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={props.label}
      checked={props.checked}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
    />
  )
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/** The rows of one page: sortable headers, selection, cells by kind and the 查看 action. */
export function ListTable(props: ListTableProps) {
  const { descriptor, cell } = props
  const text = useListText()
  const { t } = useTranslation('app')

  const columns = useMemo((): ColumnDef<Features, ListRow>[] => {
    const data = descriptor.columns.map(
      (field): ColumnDef<Features, ListRow> => ({
        id: field.field,
        accessorFn: (row) => row[field.field],
        header: t(`columns.${field.label}`),
        enableSorting: field.sortable === true,
        cell: ({ row }) =>
          field.kind === 'id' ? (
            <Link data-cell-link to={props.recordHref(row.id)}>
              {row.id}
            </Link>
          ) : (
            <CellView field={field} row={row.original} ctx={cell} />
          ),
      }),
    )
    return data
  }, [descriptor, t, cell, props.recordHref])

  const sorting = props.sort ? [{ id: props.sort.field, desc: props.sort.order === 'desc' }] : []
  const table = useTable({
    features,
    columns,
    data: props.rows as ListRow[],
    getRowId: rowId,
    manualSorting: true,
    enableMultiSort: false,
    state: {
      sorting,
      rowSelection: props.selected as RowSelectionState,
      columnVisibility: props.visibility as Record<string, boolean>,
    },
    onRowSelectionChange: (update) =>
      props.onSelectedChange((old) =>
        typeof update === 'function' ? update(old as RowSelectionState) : update,
      ),
  })

  const rows = table.getRowModel().rows
  const allOnPage = rows.length > 0 && table.getIsAllPageRowsSelected()
  const someOnPage = !allOnPage && rows.some((row) => row.getIsSelected())

  return (
    <Table.Root
      size="sm"
      aria-label={props.label}
      aria-busy={props.busy || undefined}
      css={tableBodyStyles}
    >
      <Table.Header>
        {table.getHeaderGroups().map((group) => (
          <Table.Row key={group.id}>
            <Table.ColumnHeader width="10">
              <PageCheckbox
                checked={allOnPage}
                indeterminate={someOnPage}
                label={text.selectPage}
                onChange={(on) => table.toggleAllPageRowsSelected(on)}
              />
            </Table.ColumnHeader>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted()
              const label = header.column.columnDef.header as string
              if (!header.column.getCanSort()) {
                return <Table.ColumnHeader key={header.id}>{label}</Table.ColumnHeader>
              }
              const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown
              return (
                <Table.ColumnHeader key={header.id} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
                  <chakra.button
                    type="button"
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    fontWeight="inherit"
                    cursor="pointer"
                    borderRadius="sm"
                    _hover={{ color: 'brand.fg' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                    onClick={() => props.onSort(header.column.id)}
                  >
                    {label}
                    <Icon size={14} aria-hidden="true" opacity={sorted ? 1 : 0.45} />
                  </chakra.button>
                </Table.ColumnHeader>
              )
            })}
            <Table.ColumnHeader>{text.actions}</Table.ColumnHeader>
          </Table.Row>
        ))}
      </Table.Header>
      {/* Plain rows and cells styled from the table (tableBodyStyles): 100 rows of styled
          components took over 100 ms to render. */}
      <tbody>
        {props.state
          ? null
          : rows.map((row) => {
              const selected = row.getIsSelected()
              return (
                <tr key={row.id} data-selected={selected || undefined}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={fill(text.select, {
                        name: rowName(row.original, descriptor.titleField, row.index),
                      })}
                      checked={selected}
                      onChange={(event) => row.toggleSelected(event.currentTarget.checked)}
                    />
                  </td>
                  {row.getVisibleCells().map((cellModel) => (
                    <td key={cellModel.id}>
                      <table.FlexRender cell={cellModel} />
                    </td>
                  ))}
                  <td>
                    <button type="button" data-view onClick={() => props.onView(row.id)}>
                      {text.view}
                    </button>
                    {props.rowActions?.(row.original)}
                  </td>
                </tr>
              )
            })}
      </tbody>
    </Table.Root>
  )
}
