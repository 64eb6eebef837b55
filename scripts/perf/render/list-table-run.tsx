// The list screen's table with 100 rows of 8 columns and row selection, as the console renders
// it (TanStack Table state, Chakra table, masked cells, status badges). Used by ./main.tsx.
import { ShellProvider } from '@gdzyz/ui-shell'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { createAppI18n } from '../../../apps/console/src/i18n/setup'
import type { CellContext } from '../../../apps/console/src/lists/cells'
import type { ListDescriptor } from '../../../apps/console/src/lists/descriptor'
import { ListTable } from '../../../apps/console/src/lists/list-table'
import type { SelectedIds } from '../../../apps/console/src/lists/selection'
import type { ListSort } from '../../../apps/console/src/lists/url-state'
import { measure } from './measure'

export const LIST_ROWS = 100

const descriptor: ListDescriptor = {
  resource: 'volunteers',
  titleField: 'name',
  status: 'audit',
  columns: [
    { field: 'id', label: 'id', kind: 'id' },
    { field: 'name', label: 'realName', sortable: true },
    { field: 'idCard', label: 'idCard', kind: 'idCard' },
    { field: 'mobile', label: 'mobile', kind: 'mobile' },
    { field: 'districtId', label: 'district', kind: 'district' },
    { field: 'orgName', label: 'organization' },
    { field: 'status', label: 'status', kind: 'status' },
    { field: 'createTime', label: 'createTime', kind: 'dateTime', sortable: true },
  ],
  filters: [],
  detail: [],
}

const rows = Array.from({ length: LIST_ROWS }, (_, i) => ({
  id: (9007199254740993000n + BigInt(i)).toString(),
  name: `陈志愿者${i + 1}`,
  idCard: `44010419900101${String(1000 + i).slice(-4)}`,
  mobile: `138${String(10000000 + i).slice(-8)}`,
  districtId: i % 2 ? '440100' : '440300',
  orgName: '广州市天河区志愿者协会',
  status: i % 3,
  createTime: 1714521600000 + i * 3600_000,
}))
const reversed = [...rows].reverse()

const i18n = createAppI18n('zh-CN')
const cell: CellContext = {
  locale: 'zh-CN',
  status: 'audit',
  statusLabel: (key) => i18n.t(`status.${key}`),
}
const noop = () => undefined
const href = (id: string) => `?record=${id}`

/** First render, a sort toggle (new order from the server), selecting the page. */
export function listTableRun(el: HTMLElement): Record<string, number> {
  let root: Root | undefined
  let selected: SelectedIds = {}
  const render = (sort: ListSort, data: typeof rows) => (
    <ShellProvider toaster={false} i18n={i18n}>
      <MemoryRouter>
        <ListTable
          descriptor={descriptor}
          label="志愿者查询列表"
          rows={data}
          sort={sort}
          onSort={noop}
          selected={selected}
          onSelectedChange={(update) => {
            selected = update(selected)
            flushSync(() => root?.render(render(sort, data)))
          }}
          visibility={{}}
          recordHref={href}
          onView={noop}
          cell={cell}
        />
      </MemoryRouter>
    </ShellProvider>
  )
  const asc: ListSort = { field: 'createTime', order: 'asc' }
  const desc: ListSort = { field: 'createTime', order: 'desc' }
  const first = measure('list first render', () => {
    root = createRoot(el)
    flushSync(() => root?.render(render(asc, rows)))
    el.getBoundingClientRect()
  })
  const bodyRows = el.querySelectorAll('tbody tr').length
  const sort = measure('list sort toggle', () => {
    flushSync(() => root?.render(render(desc, reversed)))
    el.getBoundingClientRect()
  })
  const selectPage = measure('list select page', () => {
    el.querySelector<HTMLInputElement>('thead input[type=checkbox]')?.click()
    el.getBoundingClientRect()
  })
  const checked = el.querySelectorAll('tbody input[type=checkbox]:checked').length
  root?.unmount()
  return { first, sort, selectPage, bodyRows, checked }
}
