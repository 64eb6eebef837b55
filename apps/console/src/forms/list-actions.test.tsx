import { getResourceRecord, listResource } from '@gdzyz/api-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ListScreen } from '../lists/list-screen'
import { organizationForms } from './descriptors/organization'
import { renderPage } from './test-setup'

vi.mock('@gdzyz/auth/react', () => ({ useSession: () => ({ profile: { adminId: '1' } }) }))
// Dialogs load lazily: a busy machine takes more than the default second.
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 30_000 })

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

async function adminList() {
  const page = renderPage(
    <ListScreen descriptor={organizationForms.admin_operator_settings} title="管理员运营者设置" />,
  )
  const table = await screen.findByRole('table')
  await waitFor(() => expect(rows(table)).toHaveLength(10))
  return { ...page, table }
}

describe('list actions', () => {
  it('page links are toolbar buttons; row actions follow the row state', async () => {
    const { client, table } = await adminList()
    expect(screen.getByRole('link', { name: '添加下级管理员' })).toHaveAttribute(
      'href',
      '/organization/add_subordinate_admin',
    )
    expect(screen.getByRole('link', { name: '邀请添加运营者' })).toBeInTheDocument()
    const first = (await listResource(client, 'admin', { pageNum: 1, pageSize: 10 })).list
    rows(table).forEach((row, i) => {
      const active = first[i]?.status === 0
      expect(within(row).queryByRole('button', { name: '停用' }) !== null).toBe(active)
      expect(within(row).queryByRole('button', { name: '启用' }) !== null).toBe(!active)
    })
  })

  it('停用 asks in an alertdialog, then the row shows 已停用 after the refetch', async () => {
    const { client, table, mutations } = await adminList()
    const row = rows(table).find((r) => within(r).queryByRole('button', { name: '停用' }))
    if (!row) throw new Error('no active admin on the first page')
    fireEvent.click(within(row).getByRole('button', { name: '停用' }))
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW)
    expect(dialog).toHaveTextContent('确定停用该管理员？停用后该账号无法登录。')
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(mutations).toHaveLength(0)
    fireEvent.click(within(row).getByRole('button', { name: '停用' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog', undefined, SLOW)).getByRole('button', {
        name: '确定',
      }),
    )
    await waitFor(() => expect(within(row).getByText('已停用')).toBeInTheDocument())
    const body = (await mutations[0]?.json()) as { id: string }
    expect((await getResourceRecord(client, 'admin', body.id)).status).toBe(1)
  })

  it('an action with inputs checks them, keeps them after a refusal and closes on success', async () => {
    const { table, mutations } = await adminList()
    fireEvent.click(within(rows(table)[0] as HTMLElement).getByRole('button', { name: '重置密码' }))
    const dialog = await screen.findByRole('dialog', undefined, SLOW)
    const input = within(dialog).getByLabelText('新密码', { exact: false }) as HTMLInputElement
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入新密码')).toBeInTheDocument()
    fireEvent.change(input, { target: { value: 'abc' } })
    fireEvent.blur(input)
    expect(await within(dialog).findByText('密码格式错误')).toBeInTheDocument()
    expect(mutations).toHaveLength(0)
    fireEvent.change(input, { target: { value: 'abc12345' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await mutations[0]?.json()).toMatchObject({ password: 'abc12345' })
  })

  it('删除 removes the row after confirmation', async () => {
    const { table, client } = await adminList()
    const name = within(rows(table)[0] as HTMLElement).getAllByRole('cell')[2]?.textContent
    fireEvent.click(within(rows(table)[0] as HTMLElement).getByRole('button', { name: '删除' }))
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW)
    expect(dialog).toHaveTextContent('确定删除该管理员？删除后不可恢复。')
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(async () =>
      expect((await listResource(client, 'admin', { pageNum: 1, pageSize: 10 })).total).toBe(239),
    )
    await waitFor(() => expect(table).not.toHaveTextContent(String(name)))
  })

  it('a selection action moves the chosen organisations; a refusal names the field', async () => {
    const { client, mutations } = renderPage(
      <ListScreen descriptor={organizationForms.organization_transfer} title="批量转移组织" />,
    )
    const table = await screen.findByRole('table')
    await waitFor(() => expect(rows(table)).toHaveLength(10))
    for (const row of rows(table).slice(0, 2)) fireEvent.click(within(row).getByRole('checkbox'))
    fireEvent.click(await screen.findByRole('button', { name: '批量转移' }))
    const dialog = await screen.findByRole('dialog', undefined, SLOW)
    expect(dialog).toHaveTextContent('确定将选中的 2 个组织转移到目标组织？')
    const input = within(dialog).getByLabelText('目标组织名称', { exact: false })
    fireEvent.change(input, { target: { value: '不存在的组织' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('目标组织不存在')).toBeInTheDocument()
    expect((input as HTMLInputElement).value).toBe('不存在的组织')
    const target = (await listResource(client, 'organization', { pageNum: 1, pageSize: 10 }))
      .list[5]
    fireEvent.change(input, { target: { value: String(target?.orgName) } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const body = (await mutations[1]?.json()) as { ids: string[] }
    expect(body.ids).toHaveLength(2)
    const moved = await getResourceRecord(client, 'organization', body.ids[0] as string)
    expect(moved.belongingOrgName).toBe(target?.orgName)
  })
})
