import { getMissionAttendance, listResource } from '@gdzyz/api-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '../forms/test-setup'
import { AttendancePage } from './attendance-page'

vi.setConfig({ testTimeout: 30_000 })

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } })

async function open() {
  const probe = renderPage(<p>probe</p>)
  const page = await listResource(probe.client, 'mission', {
    pageNum: 1,
    pageSize: 10,
    sortField: 'startDate',
    sortOrder: 'desc',
  })
  probe.view.unmount()
  const missionId = String(page.list[0]?.id)
  const rendered = renderPage(
    <AttendancePage resource="mission_attr" title="考勤" />,
    `/p?id=${missionId}`,
  )
  const table = await screen.findByRole('table', { name: '考勤名单' })
  const sheet = await getMissionAttendance(rendered.client, missionId)
  return { ...rendered, table, sheet, missionId }
}

describe('考勤 page', () => {
  it('a bad id says so and links back to 活动查询', async () => {
    renderPage(<AttendancePage resource="mission_attr" title="考勤" />, '/p?id=abc')
    expect(await screen.findByRole('link', { name: '返回活动查询' })).toBeInTheDocument()
  })

  it('checks the times before saving: bad input stays typed and sends nothing', async () => {
    const { table, sheet, mutations } = await open()
    const first = sheet.list[0]
    if (!first) throw new Error('no participant')
    fireEvent.click(within(table).getByRole('checkbox', { name: `选择 ${first.name}` }))
    type('签到日期', sheet.startTime.slice(0, 10))
    type('签到时间', '10:00')
    type('签退日期', sheet.startTime.slice(0, 10))
    type('签退时间', '9:5')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('时间格式应为 24 小时制 时:分，如 08:00')).toBeInTheDocument()
    type('签退时间', '09:30')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('签退时间须晚于签到时间')).toBeInTheDocument()
    expect(screen.getByLabelText('签退时间')).toHaveValue('09:30')
    expect(mutations).toHaveLength(0)
  })

  it('saves sign-in and sign-out of the selected participants and shows the hours', async () => {
    const { table, sheet, mutations } = await open()
    const day = sheet.startTime.slice(0, 10)
    fireEvent.click(within(table).getByRole('checkbox', { name: '全选' }))
    expect(screen.getByText(`为选中的 ${sheet.list.length} 名志愿者登记`)).toBeInTheDocument()
    type('签到日期', day)
    type('签到时间', '08:15')
    type('签退日期', day)
    type('签退时间', '11:45')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(within(table).getAllByText('3.5')).toHaveLength(sheet.list.length))
    expect(await mutations[0]?.json()).toMatchObject({
      signInTime: `${day} 08:15`,
      signOutTime: `${day} 11:45`,
    })
  })
})
