import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HistoryPage } from './history-page'
import { beijingToday } from './mission-rules'
import { renderPage } from './test-harness'

vi.mock('@gdzyz/auth/react', () => ({ useSession: () => ({ profile: { adminId: '7' } }) }))

const PATH = '/activity/mission_add_his'
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
const TODAY = beijingToday()
const START = addDays(TODAY, -20)
const END = addDays(TODAY, -15)

type Intercept = NonNullable<Parameters<typeof renderPage>[3]>['intercept']
const open = (intercept?: Intercept) =>
  renderPage(PATH, PATH, <HistoryPage title="历史活动发布" />, { intercept })

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`))
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

function fillAll(end = END) {
  type('活动名称', '春节社区慰问')
  type('服务类别', '关爱帮扶')
  type('活动区域', '440300')
  type('活动地址', '深圳市福田区福华路 8 号')
  type('开始日期', START)
  type('结束日期', end)
  type('每日开始时间', '09:00')
  type('每日结束时间', '11:30')
  type('招募人数', '12')
  type('联系人', '陈晓明')
  type('联系电话', '13800138000')
  type('活动简介', '走访困难家庭，送上节日慰问品。')
  type('岗位名称', '慰问员')
  type('岗位人数', '10')
  type('日期', START)
  type('开始时间', '09:00')
  type('结束时间', '11:30')
}

afterEach(() => localStorage.clear())

describe('历史活动发布', { timeout: 20_000 }, () => {
  it('takes past dates, refuses an end after today, then records the mission', async () => {
    const { backend, router } = open()
    await screen.findByRole('button', { name: '发布历史活动' })
    fillAll(addDays(TODAY, 1))
    fireEvent.click(screen.getByRole('button', { name: '发布历史活动' }))
    expect(await screen.findByText('历史活动的结束日期不能晚于今天')).toBeTruthy()
    expect(screen.queryByText('开始日期不能早于今天')).toBeNull()
    expect(document.activeElement?.id).toBe('mission-endDate')

    type('结束日期', END)
    fireEvent.click(screen.getByRole('button', { name: '发布历史活动' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/mission_query'))
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('春节社区慰问')}`)
    const found = backend.listPage('mission', {
      pageNum: 1,
      pageSize: 10,
      keyword: '春节社区慰问',
      sortOrder: 'desc',
    })
    expect(found.ok && found.page.list[0]).toMatchObject({ startDate: START, endDate: END })
  })

  it('a refusal keeps everything typed and puts the server’s words on the fields', async () => {
    const { router, requests } = open((request) =>
      request.url.endsWith('/mission/publishHistory')
        ? Response.json({
            code: 0,
            msg: '历史活动的结束日期不能晚于今天',
            data: {
              fieldErrors: [
                { field: 'endDate', message: '历史活动的结束日期不能晚于今天' },
                { field: 'sessions.0.date', message: '日期必须在活动日期之内' },
              ],
            },
          })
        : undefined,
    )
    await screen.findByRole('button', { name: '发布历史活动' })
    fillAll()
    fireEvent.click(screen.getByRole('button', { name: '发布历史活动' }))
    expect(await screen.findByText('历史活动的结束日期不能晚于今天')).toBeTruthy()
    expect(screen.getByText('日期必须在活动日期之内')).toBeTruthy()
    expect(requests.some((r) => r.url.endsWith('/mission/publishHistory'))).toBe(true)
    expect(router.state.location.pathname).toBe(PATH)
    expect((field('活动名称') as HTMLInputElement).value).toBe('春节社区慰问')
    expect((field('岗位名称') as HTMLInputElement).value).toBe('慰问员')
  })

  it('offers the autosaved draft back after a reload', async () => {
    const first = open()
    await screen.findByRole('button', { name: '发布历史活动' })
    type('活动名称', '春节社区慰问')
    first.view.unmount()
    open()
    fireEvent.click(await screen.findByRole('button', { name: '恢复草稿' }))
    expect((field('活动名称') as HTMLInputElement).value).toBe('春节社区慰问')
  })
})
