import { demoRecord } from '@gdzyz/api-mocks'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DetailPage } from './detail-page'
import { renderPage } from './test-harness'

const seeded = demoRecord('mission', 0)
const MISSION = String(seeded?.id)
const open = (query: string) =>
  renderPage(
    '/activity/mission_detail',
    `/activity/mission_detail${query}`,
    <DetailPage title="活动查看" />,
  )

describe('活动查看', () => {
  it('shows the mission read-only with links to its pages', async () => {
    const { view } = open(`?id=${MISSION}`)
    expect(await screen.findByRole('heading', { name: String(seeded?.title) })).toBeTruthy()
    expect(screen.getByText(String(seeded?.address))).toBeTruthy()
    expect(screen.getByText('活动名称')).toBeTruthy()
    expect(screen.queryByText(/^columns\./)).toBeNull()
    expect(view.container.querySelector('input, textarea, select')).toBeNull()
    const nav = screen.getByRole('navigation', { name: '活动操作' })
    expect(within(nav).getByRole('link', { name: '修改' }).getAttribute('href')).toBe(
      `/activity/mission_modify?id=${MISSION}`,
    )
    expect(within(nav).getByRole('link', { name: '二维码' }).getAttribute('href')).toBe(
      `/activity/mission_qrcode?id=${MISSION}`,
    )
    expect(screen.getByText('未设置岗位')).toBeTruthy()
  })

  it('refuses a hostile id without a call and says an unknown one is gone', async () => {
    const bad = open('?id=%3Cscript%3E')
    expect(await screen.findByText('活动编号无效，请从活动查询中打开')).toBeTruthy()
    expect(bad.requests).toHaveLength(0)
    bad.view.unmount()
    open('?id=1')
    expect(await screen.findByText('活动加载失败：记录不存在或已删除')).toBeTruthy()
  })
})
