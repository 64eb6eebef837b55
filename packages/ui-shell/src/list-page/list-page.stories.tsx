import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { DemoRow } from '../test-utils/demo-data'
import { demoRows } from '../test-utils/demo-data'
import { ListPage } from './list-page'
import type { ListQuery } from './use-list-query'

const columns = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: '姓名' },
  { key: 'district', header: '地区' },
  { key: 'status', header: '状态' },
]

const loaded: ListQuery<DemoRow> = async () => ({ total: 128, list: demoRows })
const empty: ListQuery<DemoRow> = async () => ({ total: 0, list: [] })
const failing: ListQuery<DemoRow> = async () => {
  throw Object.assign(new Error('Error'), { msg: '服务加载中，请尝试刷新。' })
}
const pending: ListQuery<DemoRow> = () => new Promise(() => undefined)

function Demo({ query, width }: { query: ListQuery<DemoRow>; width?: number }) {
  return (
    <div style={{ padding: 16, width }}>
      <ListPage title="志愿者查询" columns={columns} query={query} rowKey={(row) => row.id} />
    </div>
  )
}

const meta = {
  title: 'Shell/ListPage',
  component: Demo,
  args: { query: loaded },
  parameters: {
    docs: {
      description: {
        component:
          'A titled list screen: table, loading, empty and error states, and pagination. Give it columns, rowKey and a query function returning { total, list } for a page.',
      },
    },
  },
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {}
export const Empty: Story = { args: { query: empty } }
export const ErrorState: Story = { args: { query: failing } }
export const Loading: Story = { args: { query: pending } }

/** Lines of text a cell's content is laid out on. */
function lineCount(cell: Element): number {
  const range = cell.ownerDocument.createRange()
  range.selectNodeContents(cell)
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
}

/** A phone-wide panel: cells stay on one line and the table scrolls sideways. */
export const Narrow: Story = {
  args: { width: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', {}, { timeout: 5000 })
    await canvas.findAllByText('陈志明')
    for (const cell of table.querySelectorAll('th, td')) expect(lineCount(cell)).toBe(1)
    const wrap = table.parentElement as HTMLElement
    expect(wrap.scrollWidth).toBeGreaterThan(wrap.clientWidth)
  },
}
