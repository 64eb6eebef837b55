import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderShell } from '../test-utils/render'
import { notifyError, notifySuccess } from './toaster'

const region = () => document.querySelector('[data-scope="toast"][data-part="group"]')

describe('Toaster (lazy region)', () => {
  it('mounts no toast region before a message is sent', () => {
    renderShell(<p>page</p>)
    expect(screen.getByText('page')).toBeInTheDocument()
    expect(region()).toBeNull()
  })

  it('shows a message sent before the region has loaded, as an error', async () => {
    renderShell(<p>page</p>)
    act(() => notifyError('服务加载中，请尝试刷新。'))
    const message = await screen.findByText('服务加载中，请尝试刷新。', undefined, {
      timeout: 3000,
    })
    expect(message.closest('[data-type]')).toHaveAttribute('data-type', 'error')
    expect(region()).not.toBeNull()
  })

  it('shows a default text for an empty message', async () => {
    renderShell(<p>page</p>)
    act(() => notifyError(''))
    expect(await screen.findByText('Error')).toBeInTheDocument()
  })

  it('shows an identical message sent again while it is displayed once, a new one again', async () => {
    renderShell(<p>page</p>)
    act(() => {
      notifyError('登录已失效，请重新登录')
      notifyError('登录已失效，请重新登录')
      notifyError('登录已失效，请重新登录')
      notifyError('另一条消息')
    })
    expect(await screen.findByText('另一条消息', undefined, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getAllByText('登录已失效，请重新登录')).toHaveLength(1)
  })

  it('labels the region in Chinese and shows confirmations in green', async () => {
    renderShell(<p>page</p>)
    act(() => notifySuccess('提交成功'))
    const message = await screen.findByText('提交成功', undefined, { timeout: 3000 })
    expect(message.closest('[data-type]')).toHaveAttribute('data-type', 'success')
    expect(region()?.getAttribute('aria-label')).toBe('消息通知')
  })
})
