import { demoRecord } from '@gdzyz/api-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SummaryPage } from './summary-page'
import { renderPage } from './test-harness'

vi.mock('@gdzyz/auth/react', () => ({ useSession: () => ({ profile: { adminId: '7' } }) }))

const PATH = '/activity/mission_summary'
const seeded = demoRecord('mission', 1)
const ID = String(seeded?.id)

type Intercept = NonNullable<Parameters<typeof renderPage>[3]>['intercept']
const open = (query: string, intercept?: Intercept) =>
  renderPage(PATH, `${PATH}${query}`, <SummaryPage title="活动总结" />, { intercept })

const summaryBox = () => screen.findByLabelText(/总结内容/)
const isAction = (r: Request) => r.url.endsWith('/action/mission_summary')

describe('活动总结', { timeout: 20_000 }, () => {
  it('shows the title read-only, checks the text, saves it on the mission', async () => {
    const { backend, requests, view } = open(`?id=${ID}`)
    expect(await screen.findByText(String(seeded?.title))).toBeTruthy()
    const box = await summaryBox()
    expect(view.container.querySelector(`input[value="${String(seeded?.title)}"]`)).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('请输入总结内容')).toBeTruthy()
    fireEvent.change(box, { target: { value: '好'.repeat(2001) } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText(/2000/)).toBeTruthy()
    expect(requests.some(isAction)).toBe(false)

    fireEvent.change(box, { target: { value: '共服务长者 40 人次，整理家居 12 户。' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(backend.record('mission', ID)?.summary).toBe('共服务长者 40 人次，整理家居 12 户。'),
    )
    expect(await requests.find(isAction)?.json()).toMatchObject({ id: ID })
    expect((box as HTMLTextAreaElement).value).toBe('共服务长者 40 人次，整理家居 12 户。')
  })

  it('a refusal keeps the typed text with the server’s words beside it', async () => {
    open(`?id=${ID}`, (request) =>
      isAction(request)
        ? Response.json({
            code: 0,
            msg: '总结含有敏感词',
            data: { fieldErrors: [{ field: 'summary', message: '总结含有敏感词' }] },
          })
        : undefined,
    )
    const box = await summaryBox()
    fireEvent.change(box, { target: { value: '活动顺利完成。' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('总结含有敏感词')).toBeTruthy()
    expect((box as HTMLTextAreaElement).value).toBe('活动顺利完成。')
  })

  it('a missing or unknown id says so and leads back to 活动查询', async () => {
    const missing = open('')
    expect(await screen.findByText('活动编号无效，请从活动查询中打开')).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回活动查询' })).toBeTruthy()
    missing.view.unmount()
    open('?id=1')
    expect(await screen.findByText('活动加载失败：记录不存在或已删除')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull()
  })
})
