import { ShellProvider } from '@gdzyz/ui-shell'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createAppI18n } from '../i18n/setup'
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'

function setup(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  render(
    <ShellProvider toaster={false} i18n={createAppI18n('zh-CN')}>
      <ConfirmDialog
        title="删除批次"
        message="确定删除批次 2 及其 3 名志愿者？"
        confirmLabel="删除"
        cancelLabel="取消"
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />
    </ShellProvider>,
  )
  return { onConfirm, onCancel }
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its question', async () => {
    setup()
    const dialog = await screen.findByRole('alertdialog', { name: '删除批次' })
    expect(dialog).toHaveAccessibleDescription('确定删除批次 2 及其 3 名志愿者？')
  })

  it('confirms with its button and cancels with 取消 or Escape', async () => {
    const { onConfirm, onCancel } = setup()
    fireEvent.click(await screen.findByRole('button', { name: '删除' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2))
  })

  it('while busy, Escape does not close it and the button shows the work', async () => {
    const { onCancel } = setup({ busy: true })
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onCancel).not.toHaveBeenCalled()
    const working = dialog.querySelector('button[data-loading]')
    expect(working).not.toBeNull()
    expect(working).toBeDisabled()
  })

  it('announces a refusal under the question and gives the focus back to 取消', async () => {
    setup({ error: '该角色下还有2名管理员，不能删除' })
    expect(await screen.findByRole('alert')).toHaveTextContent('该角色下还有2名管理员，不能删除')
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus())
  })
})
