import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createSettingsStore } from '../stores/settings-store'
import { renderShell } from '../test-utils/render'
import { SettingsPanel } from './settings-panel'

const setup = (open = true) => {
  const store = createSettingsStore({ storage: null })
  const onClose = vi.fn()
  renderShell(<SettingsPanel store={store} open={open} onClose={onClose} />)
  return { store, onClose }
}

describe('SettingsPanel', () => {
  it('renders nothing while closed (hidden by default)', () => {
    setup(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('switches tags view, fixed header and sidebar logo in the store', async () => {
    const { store } = setup()
    const tags = await screen.findByRole('checkbox', { name: '显示标签栏' })
    expect(tags).toBeChecked()
    fireEvent.click(tags)
    await waitFor(() => expect(store.getState().tagsView).toBe(false))
    fireEvent.click(screen.getByRole('checkbox', { name: '固定顶栏' }))
    await waitFor(() => expect(store.getState().fixedHeader).toBe(false))
    fireEvent.click(screen.getByRole('checkbox', { name: '显示侧边栏 Logo' }))
    await waitFor(() => expect(store.getState().sidebarLogo).toBe(false))
    expect(screen.getByRole('checkbox', { name: '显示标签栏' })).not.toBeChecked()
  })

  it('changes the layout size', async () => {
    const { store } = setup()
    fireEvent.change(await screen.findByRole('combobox', { name: '布局大小' }), {
      target: { value: 'lg' },
    })
    expect(store.getState().size).toBe('lg')
  })

  it('asks to close from its close button', async () => {
    const { onClose } = setup()
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('stays mounted once loaded: closing and opening again is a state change', async () => {
    const store = createSettingsStore({ storage: null })
    const onClose = vi.fn()
    const view = renderShell(<SettingsPanel store={store} open onClose={onClose} />)
    expect(await screen.findByRole('dialog', { name: '布局设置' })).toBeInTheDocument()
    view.rerender(<SettingsPanel store={store} open={false} onClose={onClose} />)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    view.rerender(<SettingsPanel store={store} open onClose={onClose} />)
    expect(await screen.findByRole('dialog', { name: '布局设置' })).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })
})
