import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { backend, renderWithDemo } from './render-with-demo'
import { SelfHelpPage } from './self-help-page'

// The drawing needs a real browser (e2e covers it); here only its text alternatives.
vi.mock('./chart-view', () => ({ ChartView: () => <svg data-testid="chart" /> }))

// The 100,000 volunteer rows are made once, before the tests' own timeouts start; each call
// then scans them, slow on a machine running other test files at the same time.
beforeAll(() => backend.prepare(), 30_000)
vi.setConfig({ testTimeout: 20_000 })

const setup = (search = '', fail = false) =>
  renderWithDemo(<SelfHelpPage title="自助数据查询" />, search, fail)

describe('自助数据查询', () => {
  it('offers 组织类型 for 组织团体 only, and shows the chosen query as a table with its total', async () => {
    const { router } = setup('?start=2024-01-01&end=2025-12-31')
    const table = await screen.findByRole('table', { name: '注册志愿者 · 地市' }, { timeout: 8000 })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 21 + 1)
    const orgType = screen.getByRole('option', { name: '组织类型' })
    expect(orgType).toBeDisabled()
    fireEvent.change(screen.getByLabelText('指标'), { target: { value: 'organizations' } })
    expect(orgType).not.toBeDisabled()
    fireEvent.change(screen.getByLabelText('维度'), { target: { value: 'orgType' } })
    fireEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?measure=organizations&dimension=orgType&start=2024-01-01&end=2025-12-31',
      ),
    )
    const byType = await screen.findByRole('table', { name: '组织团体 · 组织类型' })
    const rows = within(byType)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows[1]).toMatch(/^志愿服务组织\d+$/)
    expect(rows[2]).toMatch(/^志愿服务团体\d+$/)
    const [a, b, total] = rows.slice(1).map((row) => Number(row?.replace(/\D/g, '')))
    expect(total).toBe((a ?? 0) + (b ?? 0))
    // Back to a measure without organisation types: the dimension falls back to 地市.
    fireEvent.change(screen.getByLabelText('指标'), { target: { value: 'missions' } })
    expect(screen.getByLabelText('维度')).toHaveValue('city')
  })
})
