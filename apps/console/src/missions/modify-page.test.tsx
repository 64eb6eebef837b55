import { demoRecord } from '@gdzyz/api-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModifyPage } from './modify-page'
import { renderPage } from './test-harness'

vi.mock('@gdzyz/auth/react', () => ({ useSession: () => ({ profile: { adminId: '7' } }) }))

const PATH = '/activity/mission_modify'
const seeded = demoRecord('mission', 0)
const ID = String(seeded?.id)
const START = String(seeded?.startDate)

type Intercept = NonNullable<Parameters<typeof renderPage>[3]>['intercept']
const open = (query: string, intercept?: Intercept) =>
  renderPage(PATH, `${PATH}${query}`, <ModifyPage title="活动修改" />, { intercept })

const field = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`))
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

/** A seeded mission has no daily times, posts or sessions yet: they are filled in. */
function fillMissing() {
  type('每日开始时间', '09:00')
  type('每日结束时间', '11:30')
  type('岗位名称', '引导员')
  type('岗位人数', '1')
  type('日期', START)
  type('开始时间', '09:00')
  type('结束时间', '11:30')
}

afterEach(() => localStorage.clear())

describe('活动修改', { timeout: 20_000 }, () => {
  it('loads the mission, saves a changed title and opens 活动查询 on it', async () => {
    const { backend, router, requests } = open(`?id=${ID}`)
    await waitFor(() => expect((field('活动名称') as HTMLInputElement).value).toBe(seeded?.title))
    expect((field('联系电话') as HTMLInputElement).value).toBe(seeded?.mobile)
    expect((field('开始日期') as HTMLInputElement).value).toBe(START)
    type('活动名称', '修改后的活动名称')
    fillMissing()
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/mission_query'))
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('修改后的活动名称')}`)
    const sent = requests.find((r) => r.url.endsWith('/mission/modify'))
    expect(await sent?.json()).toMatchObject({ missionId: ID, title: '修改后的活动名称' })
    expect(backend.record('mission', ID)).toMatchObject({
      title: '修改后的活动名称',
      startDate: START,
      posts: [{ name: '引导员', count: 1, requirement: '' }],
    })
  })

  it('checks before sending: a missing post is named and nothing is sent', async () => {
    const { requests } = open(`?id=${ID}`)
    await waitFor(() => expect((field('活动名称') as HTMLInputElement).value).toBe(seeded?.title))
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }))
    expect(await screen.findByText('请输入岗位名称')).toBeTruthy()
    expect(screen.getByText('请输入每日开始时间')).toBeTruthy()
    expect(requests.some((r) => r.url.endsWith('/mission/modify'))).toBe(false)
  })

  it('a refusal keeps everything typed and puts the server’s words on the fields', async () => {
    const { router } = open(`?id=${ID}`, (request) =>
      request.url.endsWith('/mission/modify')
        ? Response.json({
            code: 0,
            msg: '活动名称已存在',
            data: { fieldErrors: [{ field: 'title', message: '活动名称已存在' }] },
          })
        : undefined,
    )
    await waitFor(() => expect((field('活动名称') as HTMLInputElement).value).toBe(seeded?.title))
    type('活动名称', '修改后的活动名称')
    fillMissing()
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }))
    expect(await screen.findByText('活动名称已存在')).toBeTruthy()
    expect(router.state.location.pathname).toBe(PATH)
    expect((field('活动名称') as HTMLInputElement).value).toBe('修改后的活动名称')
    expect((field('岗位名称') as HTMLInputElement).value).toBe('引导员')
  })

  it('a missing, hostile or unknown id says so and leads back to 活动查询', async () => {
    const missing = open('')
    expect(await screen.findByText('活动编号无效，请从活动查询中打开')).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回活动查询' }).getAttribute('href')).toBe(
      '/activity/mission_query',
    )
    missing.view.unmount()
    const hostile = open('?id=%3Cscript%3E')
    expect(await screen.findByText('活动编号无效，请从活动查询中打开')).toBeTruthy()
    expect(hostile.requests).toHaveLength(0)
    hostile.view.unmount()
    open('?id=1')
    expect(await screen.findByText('活动加载失败：记录不存在或已删除')).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回活动查询' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull()
  })
})
