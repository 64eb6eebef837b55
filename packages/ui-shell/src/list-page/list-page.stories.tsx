import type { Meta, StoryObj } from '@storybook/react-vite'
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

function Demo({ query }: { query: ListQuery<DemoRow> }) {
  return (
    <div style={{ padding: 16 }}>
      <ListPage title="志愿者查询" columns={columns} query={query} rowKey={(row) => row.id} />
    </div>
  )
}

const meta = { title: 'Shell/ListPage', component: Demo, args: { query: loaded } } satisfies Meta<
  typeof Demo
>
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {}
export const Empty: Story = { args: { query: empty } }
export const ErrorState: Story = { args: { query: failing } }
export const Loading: Story = { args: { query: pending } }
