import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { BaseStatisticsPage } from './base-statistics-page'
import { backend, renderWithDemo } from './render-with-demo'

// The drawing needs a real browser (e2e covers it); here only its text alternatives.
vi.mock('./chart-view', () => ({ ChartView: () => <svg data-testid="chart" /> }))

// The 100,000 volunteer rows are made once, before the tests' own timeouts start; each call
// then scans them, slow on a machine running other test files at the same time.
beforeAll(() => backend.prepare(), 30_000)
vi.setConfig({ testTimeout: 20_000 })

const setup = (search = '', fail = false) =>
  renderWithDemo(<BaseStatisticsPage title="基础数据统计" />, search, fail)

const figure = (name: string) => screen.getByRole('figure', { name })

describe('基础数据统计', () => {
  it('shows the totals for reading with the exact number, and each chart described', async () => {
    setup()
    const totals = await screen.findByRole('list', { name: '总量' }, { timeout: 8000 })
    expect(within(totals).getByText('10万')).toBeInTheDocument()
    expect(within(totals).getByText('精确值 100,000')).toBeInTheDocument()
    expect(screen.getByText(/选择开始和结束日期后显示较上期变化/)).toBeInTheDocument()
    const byCity = figure('注册志愿者按地市分布')
    expect(within(byCity).getByRole('img').getAttribute('aria-label')).toMatch(
      /^注册志愿者按地市分布：柱状图，共 21 项，最高为 .+，最低为 .+。$/,
    )
  })

  it('查看数据 shows the chart’s numbers as a table, the same as the list finds', async () => {
    setup('?district=440300&start=2025-01-01&end=2025-06-30')
    await screen.findByRole('list', { name: '总量' }, { timeout: 8000 })
    const byCity = figure('注册志愿者按地市分布')
    const toggle = within(byCity).getByRole('button', { name: '查看数据' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const table = within(byCity).getByRole('table', { name: '注册志愿者按地市分布' })
    const rows = within(table).getAllByRole('row')
    const listed = backend.listPage('volunteer_query', {
      pageNum: 1,
      pageSize: 10,
      sortOrder: 'asc',
      districtId: '440300',
      startDate: '2025-01-01',
      endDate: '2025-06-30',
    })
    const total = listed.ok ? listed.page.total : -1
    expect(rows.map((row) => row.textContent)).toEqual([
      '地市注册志愿者',
      `深圳市${total.toLocaleString('en-US')}`,
    ])
    expect(screen.getByText(/上期 2024-07-04 至 2024-12-31/)).toBeInTheDocument()
    const changes = within(screen.getByRole('list', { name: '总量' })).getAllByText(
      /^较上期 [+-]?\d|^上期为 0/,
    )
    expect(changes).toHaveLength(4)
  })

  it('a bad date is refused beside its field, keeps what was typed and does not query', async () => {
    const { router } = setup()
    await screen.findByRole('list', { name: '总量' }, { timeout: 8000 })
    const start = screen.getByLabelText('开始日期')
    fireEvent.change(start, { target: { value: '2025-02-30' } })
    fireEvent.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByText(/开始日期应为有效日期/)).toBeInTheDocument()
    expect(start).toHaveValue('2025-02-30')
    expect(start).toHaveAttribute('aria-invalid', 'true')
    expect(router.state.location.search).toBe('')
  })

  it('the district filter goes to the URL and the city chart follows it', async () => {
    const { router } = setup()
    await screen.findByRole('list', { name: '总量' }, { timeout: 8000 })
    fireEvent.change(screen.getByLabelText('地区'), { target: { value: '440100' } })
    fireEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(router.state.location.search).toBe('?district=440100'))
    await waitFor(() =>
      expect(
        within(figure('注册志愿者按地市分布')).getByRole('img').getAttribute('aria-label'),
      ).toMatch(/共 1 项，最高为 广州市/),
    )
  })

  it('a failed call says why and offers 重试', async () => {
    setup('', true)
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 })
    expect(alert).toHaveTextContent('统计数据加载失败：网络连接失败，请检查网络后重试。')
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument()
  })
})
