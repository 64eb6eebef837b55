import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderShell } from '../test-utils/render'
import { ListPage } from './list-page'
import type { ListQuery } from './use-list-query'

interface Row {
  id: string
  name: string
}

const rowsOf = (page: number, pageSize: number, total: number): Row[] =>
  Array.from({ length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) }, (_, i) => {
    const n = (page - 1) * pageSize + i + 1
    return { id: `id-${n}`, name: `志愿者${n}` }
  })

const renderList = (query: ListQuery<Row>) =>
  renderShell(
    <ListPage<Row>
      title="志愿者查询"
      query={query}
      rowKey={(row) => row.id}
      columns={[
        { key: 'id', header: '编号' },
        { key: 'name', header: '姓名', render: (row) => <strong>{row.name}</strong> },
      ]}
    />,
  )

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('ListPage', () => {
  it('shows loading, then the rows of the first page and the total', async () => {
    const query = vi.fn<ListQuery<Row>>(async ({ page, pageSize }) => ({
      total: 54,
      list: rowsOf(page, pageSize, 54),
    }))
    renderList(query)
    expect(screen.getByRole('status')).toHaveTextContent('加载中…')
    expect(await screen.findByText('志愿者1')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByText('共 54 条')).toBeInTheDocument()
    expect(query).toHaveBeenCalledWith({ page: 1, pageSize: 10 })
    expect(screen.getByRole('table', { name: '志愿者查询列表' })).toBeInTheDocument()
  })

  it('asks for the page the user picks', async () => {
    const query = vi.fn<ListQuery<Row>>(async ({ page, pageSize }) => ({
      total: 54,
      list: rowsOf(page, pageSize, 54),
    }))
    renderList(query)
    await screen.findByText('志愿者1')
    fireEvent.click(screen.getByRole('button', { name: '第 6 页' }))
    expect(await screen.findByText('志愿者51')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(4)
    expect(query).toHaveBeenLastCalledWith({ page: 6, pageSize: 10 })
  })

  it('says when there is nothing to show', async () => {
    renderList(async () => ({ total: 0, list: [] }))
    expect(await screen.findByText('暂无数据')).toBeInTheDocument()
  })

  it('shows the server message on failure and loads again on retry', async () => {
    const query = vi
      .fn<ListQuery<Row>>()
      .mockRejectedValueOnce({ msg: '服务加载中，请尝试刷新。' })
      .mockResolvedValue({ total: 1, list: [{ id: 'a', name: '恢复后' }] })
    renderList(query)
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败：服务加载中，请尝试刷新。')
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByText('恢复后')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(query).toHaveBeenCalledTimes(2)
  })

  it('ignores the answer of a page that is no longer wanted', async () => {
    let releasePage2: (value: { total: number; list: Row[] }) => void = () => {}
    const query = vi.fn<ListQuery<Row>>(({ page, pageSize }) =>
      page === 2
        ? new Promise((resolve) => {
            releasePage2 = resolve
          })
        : Promise.resolve({ total: 30, list: rowsOf(page, pageSize, 30) }),
    )
    renderList(query)
    await screen.findByText('志愿者1')
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }))
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }))
    expect(await screen.findByText('志愿者21')).toBeInTheDocument()
    releasePage2({ total: 30, list: [{ id: 'stale', name: '过期的第二页' }] })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.queryByText('过期的第二页')).toBeNull()
    expect(screen.getByText('志愿者21')).toBeInTheDocument()
  })
})
