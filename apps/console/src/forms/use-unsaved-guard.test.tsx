import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { confirmLeave } from '../app/leave-guard'
import { personalCenterForms } from './descriptors/personal-center'
import { formDraftKey } from './draft-store'
import { FormScreen } from './form-screen'
import { renderPage } from './test-setup'

vi.mock('@gdzyz/auth/react', () => ({ useSession: () => ({ profile: { adminId: '7' } }) }))
// Dialogs load lazily: a busy machine takes more than the default second.
const SLOW = { timeout: 5000 }
vi.setConfig({ testTimeout: 20_000 })

const send = personalCenterForms.message_send_organization
const title = () => screen.getByLabelText('消息标题', { exact: false }) as HTMLInputElement

async function dirtyForm() {
  const page = renderPage(<FormScreen descriptor={send} title="组织消息全体发送" />)
  const input = (await screen.findByLabelText('消息标题', { exact: false })) as HTMLInputElement
  fireEvent.change(input, { target: { value: '周末活动通知' } })
  return page
}

afterEach(() => localStorage.clear())

describe('useUnsavedGuard', () => {
  it('a clean form lets the route change without asking', async () => {
    const { router } = renderPage(<FormScreen descriptor={send} title="组织消息全体发送" />)
    await screen.findByLabelText('消息标题', { exact: false })
    await act(() => router.navigate('/other'))
    expect(await screen.findByText('other page')).toBeInTheDocument()
  })

  it('asks before another route: 取消 keeps the form and its values, 离开 leaves', async () => {
    const { router } = await dirtyForm()
    await act(() => router.navigate('/other'))
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW)
    expect(dialog).toHaveTextContent('有未保存的修改，确定离开？')
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/p')
    expect(title().value).toBe('周末活动通知')
    await act(() => router.navigate('/other'))
    fireEvent.click(await screen.findByRole('button', { name: '离开' }))
    expect(await screen.findByText('other page')).toBeInTheDocument()
  })

  it('answers the shell (tag close, reload, logout) through confirmLeave', async () => {
    await dirtyForm()
    let answer: Promise<boolean> = Promise.resolve(true)
    act(() => {
      answer = confirmLeave()
    })
    fireEvent.click(await screen.findByRole('button', { name: '取消' }))
    await expect(answer).resolves.toBe(false)
    expect(title().value).toBe('周末活动通知')
    act(() => {
      answer = confirmLeave()
    })
    fireEvent.click(await screen.findByRole('button', { name: '离开' }))
    await expect(answer).resolves.toBe(true)
  })

  it('holds the browser tab (beforeunload) only while the form is dirty', async () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    renderPage(<FormScreen descriptor={send} title="组织消息全体发送" />)
    const input = (await screen.findByLabelText('消息标题', { exact: false })) as HTMLInputElement
    expect(unload()).toBe(false)
    fireEvent.change(input, { target: { value: '通知' } })
    await waitFor(() => expect(unload()).toBe(true))
    fireEvent.change(input, { target: { value: '' } })
    await waitFor(() => expect(unload()).toBe(false))
  })

  it('after a successful send the form is clean and the route changes without asking', async () => {
    const { router } = await dirtyForm()
    fireEvent.change(screen.getByLabelText('消息内容', { exact: false }), {
      target: { value: '本周六上午九点集合' },
    })
    fireEvent.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() => expect(title().value).toBe(''))
    await act(() => router.navigate('/other'))
    expect(await screen.findByText('other page')).toBeInTheDocument()
  })
})

describe('useFormDraft', () => {
  const drafted = { ...send, draft: true }

  it('autosaves per admin, offers to restore after a reload, and forgets it after sending', async () => {
    const first = renderPage(<FormScreen descriptor={drafted} title="组织消息全体发送" />)
    const input = (await screen.findByLabelText('消息标题', { exact: false })) as HTMLInputElement
    fireEvent.change(input, { target: { value: '草稿标题<script>' } })
    await waitFor(() => expect(Object.keys(localStorage).join()).toContain('form-draft'), {
      timeout: 3000,
    })
    const key = Object.keys(localStorage).find((k) => k.includes('form-draft')) ?? ''
    expect(key).toContain(':7:')
    first.view.unmount()

    renderPage(<FormScreen descriptor={drafted} title="组织消息全体发送" />)
    fireEvent.click(await screen.findByRole('button', { name: '恢复草稿' }))
    expect(title().value).toBe('草稿标题<script>')
    fireEvent.change(screen.getByLabelText('消息内容', { exact: false }), {
      target: { value: '内容' },
    })
    fireEvent.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull())
  })

  it('丢弃 removes the draft and keeps the form empty', async () => {
    localStorage.setItem(
      formDraftKey('7', 'action:message_send_organization'),
      JSON.stringify({ values: { title: '旧草稿', content: '' }, savedAt: 1 }),
    )
    renderPage(<FormScreen descriptor={drafted} title="组织消息全体发送" />)
    fireEvent.click(await screen.findByRole('button', { name: '丢弃' }))
    expect(localStorage.length).toBe(0)
    expect(title().value).toBe('')
  })
})
