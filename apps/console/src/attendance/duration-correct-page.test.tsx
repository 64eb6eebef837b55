import { getResourceRecord, listResource } from '@gdzyz/api-client'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderPage } from '../forms/test-setup'
import { DurationCorrectPage } from './duration-correct-page'

vi.setConfig({ testTimeout: 30_000 })

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${name}`)), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存纠正' }))

/** Opens the page on an attendance record with a sign-in time. */
async function open() {
  const probe = renderPage(<p>probe</p>)
  const page = await listResource(probe.client, 'attendance', { pageNum: 1, pageSize: 100 })
  probe.view.unmount()
  const row = page.list.find((r) => Boolean(r.signInTime))
  if (!row) throw new Error('no such attendance record in the demo data')
  const id = String(row.id)
  const rendered = renderPage(
    <DurationCorrectPage resource="duration_correct" title="时长纠正" />,
    `/p?id=${id}`,
  )
  await screen.findByLabelText(/^纠正后时长/)
  return { ...rendered, id }
}

describe('时长纠正 page', () => {
  it('refuses empty, zero, too many, over-precise and non-numeric hours and a missing reason, sending nothing', async () => {
    const { mutations } = await open()
    save()
    expect(await screen.findByText('请输入纠正后时长')).toBeInTheDocument()
    expect(screen.getByText('请输入纠正原因')).toBeInTheDocument()
    for (const bad of ['0', '24.5', '1.25', 'abc', '-3', '1e1']) {
      type('纠正后时长', bad)
      save()
      expect(
        await screen.findByText('服务时长应为 0.1 至 24 小时，最多一位小数'),
      ).toBeInTheDocument()
    }
    type('纠正原因', '长'.repeat(201))
    save()
    expect(await screen.findByText('纠正原因不能超过 200 个字')).toBeInTheDocument()
    expect(screen.getByLabelText(/^纠正原因/)).toHaveValue('长'.repeat(201))
    expect(mutations).toHaveLength(0)
  })

  it('saves the new hours with the reason and opens 志愿者考勤 for the volunteer', async () => {
    const { client, router, id, mutations } = await open()
    type('纠正后时长', '3.5')
    type('纠正原因', '签退时间登记有误，按现场记录纠正')
    save()
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/activity/attendance_volunteer'),
      { timeout: 10_000 },
    )
    expect(mutations).toHaveLength(1)
    expect(Number((await getResourceRecord(client, 'attendance', id)).serviceHours)).toBe(3.5)
  })
})
