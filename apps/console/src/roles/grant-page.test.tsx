import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { confirmLeave } from '../app/leave-guard'
import { renderPage } from '../forms/test-setup'
import { PermissionGrantPage } from './grant-page'

// Dialogs load lazily: a busy machine takes more than the default second.
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

const QUESTION = '有未保存的修改，确定离开？'

/** 权限分配 of 区县管理员 (an editable role) over the demo backend. */
async function grantPage() {
  const page = renderPage(<PermissionGrantPage resource="role_permission" title="权限分配" />)
  const [district, other] = page.backend.roles.list().filter((r) => r.roleCode !== 'ROLE_001')
  if (!district || !other)
    throw new Error('the demo backend has fewer editable roles than expected')
  await act(() => page.router.navigate(`/p?id=${district.id}`))
  const box = (await screen.findAllByRole('checkbox', { name: '志愿者查询' }, SLOW))[0]
  if (!box) throw new Error('no 志愿者查询 checkbox')
  return { ...page, box: box as HTMLInputElement, otherId: other.id, districtId: district.id }
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('权限分配 leave prompt', () => {
  it('a clean grant tree lets the page go without asking', async () => {
    const { router } = await grantPage()
    expect(unload()).toBe(false)
    await expect(confirmLeave()).resolves.toBe(true)
    await act(() => router.navigate('/other'))
    expect(await screen.findByText('other page')).toBeInTheDocument()
  })

  it('a dirty tree asks before another route: 取消 keeps the ticks, 离开 leaves', async () => {
    const { router, box } = await grantPage()
    const was = box.checked
    fireEvent.click(box)
    expect(box.checked).toBe(!was)
    await waitFor(() => expect(unload()).toBe(true))

    await act(() => router.navigate('/other'))
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW)
    expect(dialog).toHaveTextContent(QUESTION)
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/p')
    expect(box.checked).toBe(!was)

    await act(() => router.navigate('/other'))
    fireEvent.click(await screen.findByRole('button', { name: '离开' }, SLOW))
    expect(await screen.findByText('other page')).toBeInTheDocument()
  })

  it('a dirty tree answers the shell (tag close, reload, sign-out) through the same question', async () => {
    const { box } = await grantPage()
    fireEvent.click(box)
    let answer: Promise<boolean> = Promise.resolve(true)
    act(() => {
      answer = confirmLeave()
    })
    expect(await screen.findByRole('alertdialog', undefined, SLOW)).toHaveTextContent(QUESTION)
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    await expect(answer).resolves.toBe(false)
  })

  it('choosing another role with unsaved ticks asks first; 取消 keeps the role and its ticks', async () => {
    const { router, box, otherId, districtId } = await grantPage()
    const was = box.checked
    fireEvent.click(box)
    fireEvent.change(screen.getByLabelText('选择角色'), { target: { value: otherId } })
    expect(await screen.findByRole('alertdialog', undefined, SLOW)).toHaveTextContent(QUESTION)
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.search).toBe(`?id=${districtId}`)
    expect(box.checked).toBe(!was)

    fireEvent.change(screen.getByLabelText('选择角色'), { target: { value: otherId } })
    fireEvent.click(await screen.findByRole('button', { name: '离开' }, SLOW))
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${otherId}`))
  })

  it('after 保存 the tree is clean and the route changes without asking', async () => {
    const { router, box } = await grantPage()
    fireEvent.click(box)
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeDisabled(), SLOW)
    expect(unload()).toBe(false)
    await act(() => router.navigate('/other'))
    expect(await screen.findByText('other page')).toBeInTheDocument()
  })
})
