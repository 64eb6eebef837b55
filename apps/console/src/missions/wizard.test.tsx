import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { beijingToday } from './mission-rules'
import { STEP1_PATH, STEP2_PATH, Step1Page } from './step1-page'
import { Step2Page } from './step2-page'
import { renderRoutes } from './test-harness'
import { wizardStore } from './wizard-store'

vi.mock('@gdzyz/auth/react', () => ({ useSession: () => ({ profile: { adminId: '7' } }) }))

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
const START = addDays(beijingToday(), 3)
const END = addDays(START, 5)

const routes = [
  { path: STEP1_PATH, element: <Step1Page title="活动发布" /> },
  { path: STEP2_PATH, element: <Step2Page title="活动发布（第二步）" /> },
]

type Intercept = NonNullable<Parameters<typeof renderRoutes>[2]>['intercept']
const open = (url = STEP1_PATH, intercept?: Intercept) => renderRoutes(routes, url, { intercept })

/** The control labelled `label` (a required field's label starts with a hidden *). */
const field = (label: string | RegExp) =>
  screen.getByLabelText(typeof label === 'string' ? new RegExp(`^\\*?${label}$`) : label)
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } })

function fillStep1() {
  type(/活动名称/, '社区长者关爱探访')
  type(/服务类别/, '关爱帮扶')
  type(/活动区域/, '440100')
  type(/活动地址/, '广州市越秀区北京街道文德路 12 号')
  type(/开始日期/, START)
  type(/结束日期/, END)
  type(/每日开始时间/, '08:30')
  type(/每日结束时间/, '12:00')
  type(/招募人数/, '30')
  type(/联系人/, '陈晓明')
  type(/联系电话/, '13800138000')
  type(/活动简介/, '探访辖区独居长者，协助整理家居、陪伴聊天。')
}

afterEach(() => {
  wizardStore.clear('7')
  localStorage.clear()
})

describe('活动发布 wizard', { timeout: 20_000 }, () => {
  it('step 1 names every missing field and does not move on', async () => {
    const { router } = open()
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }))
    expect(await screen.findByText('请输入活动名称')).toBeTruthy()
    expect(screen.getByText('请选择服务类别')).toBeTruthy()
    expect(screen.getByText('请输入手机号码')).toBeTruthy()
    expect(screen.getByText('还有 12 处需要修改')).toBeTruthy()
    expect(router.state.location.pathname).toBe(STEP1_PATH)
    expect(document.activeElement?.id).toBe('mission-title')
  })

  it('checks the contact mobile on blur with the platform message', async () => {
    open()
    const mobile = await screen.findByLabelText(/联系电话/)
    fireEvent.change(mobile, { target: { value: '12345' } })
    expect(screen.queryByText('手机号码有误，请重填')).toBeNull()
    fireEvent.blur(mobile)
    expect(await screen.findByText('手机号码有误，请重填')).toBeTruthy()
    expect(mobile.getAttribute('aria-invalid')).toBe('true')
  })

  it('keeps step 1 going to step 2 and both going back, then publishes the whole mission', async () => {
    let published: unknown
    const { router } = open(STEP1_PATH, async (request) => {
      if (!request.url.endsWith('/mission/publish')) return undefined
      published = await request.json()
      return new Response(
        '{"code":1,"msg":"success","data":{"id":1234567890125456789,"title":"社区长者关爱探访"}}',
        { headers: { 'Content-Type': 'application/json' } },
      )
    })
    await screen.findByRole('button', { name: '下一步' })
    fillStep1()
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(STEP2_PATH))
    const review = await screen.findByRole('region', { name: '核对信息' })
    expect(within(review).getByText('社区长者关爱探访')).toBeTruthy()
    expect(within(review).getByText('广州市')).toBeTruthy()

    type('岗位名称', '探访员')
    type('岗位人数', '20')
    type('日期', START)
    type('开始时间', '08:30')
    type('结束时间', '12:00')

    fireEvent.click(screen.getByRole('link', { name: '上一步' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(STEP1_PATH))
    expect((screen.getByLabelText(/活动名称/) as HTMLInputElement).value).toBe('社区长者关爱探访')
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(STEP2_PATH))
    expect(((await screen.findByLabelText(/^\*?岗位名称$/)) as HTMLInputElement).value).toBe(
      '探访员',
    )

    fireEvent.click(screen.getByRole('button', { name: '发布' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/mission_query'))
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('社区长者关爱探访')}`)
    expect(published).toMatchObject({
      title: '社区长者关爱探访',
      districtId: '440100',
      recruitCount: 30,
      posts: [{ name: '探访员', count: 20, requirement: '' }],
      sessions: [{ date: START, startTime: '08:30', endTime: '12:00' }],
    })
    expect(wizardStore.touched('7')).toBe(false)
  })

  it('step 2 refuses posts over the recruit count and a session outside the dates', async () => {
    open()
    await screen.findByRole('button', { name: '下一步' })
    fillStep1()
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    await screen.findByRole('button', { name: '发布' })
    type('岗位名称', '探访员')
    type('岗位人数', '31')
    type('日期', addDays(END, 1))
    type('开始时间', '08:30')
    type('结束时间', '08:00')
    fireEvent.click(screen.getByRole('button', { name: '发布' }))
    expect(await screen.findByText('岗位人数合计不能超过招募人数（30 人）')).toBeTruthy()
    expect(screen.getByText(`日期必须在活动日期（${START} 至 ${END}）之内`)).toBeTruthy()
    expect(screen.getByText('结束时间必须晚于开始时间')).toBeTruthy()
  })

  it('a refusal keeps everything typed and puts the server’s words on the fields', async () => {
    const { router } = open(STEP1_PATH, (request) =>
      request.url.endsWith('/mission/publish')
        ? new Response(
            JSON.stringify({
              code: 0,
              msg: '岗位名称已存在',
              data: {
                fieldErrors: [
                  { field: 'posts.0.name', message: '岗位名称已存在' },
                  { field: 'mobile', message: '手机号码有误，请重填' },
                ],
              },
            }),
            { headers: { 'Content-Type': 'application/json' } },
          )
        : undefined,
    )
    await screen.findByRole('button', { name: '下一步' })
    fillStep1()
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    await screen.findByRole('button', { name: '发布' })
    type('岗位名称', '探访员')
    type('岗位人数', '20')
    type('日期', START)
    type('开始时间', '08:30')
    type('结束时间', '12:00')
    fireEvent.click(screen.getByRole('button', { name: '发布' }))
    expect(await screen.findByText('岗位名称已存在')).toBeTruthy()
    expect(screen.getByText('联系电话：手机号码有误，请重填')).toBeTruthy()
    expect(router.state.location.pathname).toBe(STEP2_PATH)
    expect((field('岗位名称') as HTMLInputElement).value).toBe('探访员')
  })

  it('step 2 opened without step 1 leads back to it', async () => {
    open(STEP2_PATH)
    expect(await screen.findByText('请先填写第一步的基本信息')).toBeTruthy()
    expect(screen.getByRole('link', { name: '上一步' }).getAttribute('href')).toBe(STEP1_PATH)
  })

  it('autosaves a draft per admin and offers it back after a reload, both steps restored', async () => {
    const first = open()
    await screen.findByRole('button', { name: '下一步' })
    fillStep1()
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    await waitFor(() => expect(first.router.state.location.pathname).toBe(STEP2_PATH))
    type('岗位名称', '探访员')
    first.view.unmount()
    wizardStore.clear('7') // a reload forgets what was in memory

    const second = open(STEP2_PATH)
    expect(await screen.findByText('请先填写第一步的基本信息')).toBeTruthy()
    expect(screen.getByText(/自动保存的活动发布草稿/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '恢复草稿' }))
    expect(((await screen.findByLabelText(/^\*?岗位名称$/)) as HTMLInputElement).value).toBe(
      '探访员',
    )
    expect(
      within(screen.getByRole('region', { name: '核对信息' })).getByText('社区长者关爱探访'),
    ).toBeTruthy()
    expect(screen.queryByText(/自动保存的活动发布草稿/)).toBeNull()
    second.view.unmount()
  })

  it('asks before leaving a filled-in step; 取消 stays with everything kept', async () => {
    const { router } = open()
    await screen.findByRole('button', { name: '下一步' })
    type(/活动名称/, '社区长者关爱探访')
    void router.navigate('/activity/mission_query')
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('有未保存的修改，确定离开？')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe(STEP1_PATH)
    expect((field('活动名称') as HTMLInputElement).value).toBe('社区长者关爱探访')
  })
})
