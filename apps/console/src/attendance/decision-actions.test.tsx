import { getResourceRecord } from '@gdzyz/api-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getI18n } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '../forms/test-setup'
import { descriptors } from '../lists/descriptors/activity'
import { ListScreen } from '../lists/list-screen'
import { registerAttendanceMessages } from './messages'

vi.mock('@gdzyz/auth/react', () => ({ useSession: () => ({ profile: { adminId: '1' } }) }))
// Dialogs load lazily: a busy machine takes more than the default second.
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 30_000 })

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

async function list(page: 'invite_hire' | 'mission_auto_attend_list', title: string) {
  const rendered = renderPage(
    <ListScreen descriptor={descriptors[page] as never} title={title} />,
    '/p?status=0',
  )
  registerAttendanceMessages(getI18n())
  const table = await screen.findByRole('table')
  await waitFor(() => expect(rows(table)).toHaveLength(10))
  return { ...rendered, table }
}

const confirmIn = async (question: string) => {
  const dialog = await screen.findByRole('alertdialog', undefined, SLOW)
  expect(dialog).toHaveTextContent(question)
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
}

describe('邀请录用 and 自行签到签退确认 actions', () => {
  it('邀请录用 shows 录用 / 不录用 on pending rows, never the audit buttons', async () => {
    const { table } = await list('invite_hire', '邀请录用')
    for (const row of rows(table)) {
      expect(within(row).getByText('待录用')).toBeInTheDocument()
      expect(within(row).getByRole('button', { name: '录用' })).toBeInTheDocument()
      expect(within(row).getByRole('button', { name: '不录用' })).toBeInTheDocument()
      expect(within(row).queryByRole('button', { name: '通过' })).toBeNull()
      expect(within(row).queryByRole('button', { name: '驳回' })).toBeNull()
    }
    const filter = screen.getByRole('combobox', { name: /状态/ })
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['待录用', '已录用', '未录用']))
  })

  it('录用 one row: it asks, posts the row id and the row leaves the 待录用 filter as 已录用', async () => {
    const { table, mutations, client } = await list('invite_hire', '邀请录用')
    const row = rows(table)[0] as HTMLElement
    fireEvent.click(within(row).getByRole('button', { name: '录用' }))
    await confirmIn('确定录用该志愿者？')
    const body = (await mutations[0]?.json()) as { id: string }
    expect(mutations[0]?.url).toContain('/action/participant_hire')
    expect((await getResourceRecord(client, 'mission_participant', body.id)).status).toBe(1)
    await waitFor(() => expect(table).not.toHaveTextContent(body.id))
  })

  it('不录用 a selection sends every chosen id in one request', async () => {
    const { table, mutations, client } = await list('invite_hire', '邀请录用')
    for (const row of rows(table).slice(0, 3)) fireEvent.click(within(row).getByRole('checkbox'))
    fireEvent.click(await screen.findByRole('button', { name: '批量不录用' }))
    await confirmIn('确定不录用选中的 3 名志愿者？')
    const body = (await mutations[0]?.json()) as { ids: string[] }
    expect(body.ids).toHaveLength(3)
    for (const id of body.ids)
      expect((await getResourceRecord(client, 'mission_participant', id)).status).toBe(2)
  })

  it('确认 self-recorded attendance, one row and a selection', async () => {
    const { table, mutations, client } = await list('mission_auto_attend_list', '自行签到签退确认')
    expect(within(rows(table)[0] as HTMLElement).getByText('待确认')).toBeInTheDocument()
    fireEvent.click(within(rows(table)[0] as HTMLElement).getByRole('button', { name: '确认' }))
    await confirmIn('确认该志愿者的自行签到签退记录？')
    const one = (await mutations[0]?.json()) as { id: string }
    expect((await getResourceRecord(client, 'mission_auto_attend_list', one.id)).status).toBe(1)
    await waitFor(() => expect(table).not.toHaveTextContent(one.id))
    for (const row of rows(table).slice(0, 2)) fireEvent.click(within(row).getByRole('checkbox'))
    fireEvent.click(await screen.findByRole('button', { name: '批量确认' }))
    await confirmIn('确认选中的 2 条自行签到签退记录？')
    const many = (await mutations[1]?.json()) as { ids: string[] }
    expect(many.ids).toHaveLength(2)
    for (const id of many.ids)
      expect((await getResourceRecord(client, 'mission_auto_attend_list', id)).status).toBe(1)
  })
})
