import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderShell } from '../test-utils/render'
import { notifyError } from './toaster'

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
})
