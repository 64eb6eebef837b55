import { ShellProvider } from '@gdzyz/ui-shell'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createAppI18n } from '../i18n/setup'
import { DemoReset } from './demo-reset'

const renderReset = (reset: () => Promise<void>) =>
  render(
    <ShellProvider toaster={false} i18n={createAppI18n('zh-CN')}>
      <DemoReset reset={reset} />
    </ShellProvider>,
  )

describe('DemoReset', () => {
  it('asks before resetting; 取消 keeps the data', () => {
    const reset = vi.fn(async () => undefined)
    renderReset(reset)
    fireEvent.click(screen.getByRole('button', { name: '重置演示数据' }))
    const question = screen.getByRole('alertdialog')
    expect(question).toHaveTextContent('确定将演示数据恢复为初始状态吗')
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus()
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(reset).not.toHaveBeenCalled()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('resets after 确定重置 and says so', async () => {
    const reset = vi.fn(async () => undefined)
    renderReset(reset)
    fireEvent.click(screen.getByRole('button', { name: '重置演示数据' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定重置' }))
    })
    expect(reset).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent('演示数据已恢复为初始状态。')
    expect(screen.getByRole('button', { name: '重置演示数据' })).toBeInTheDocument()
  })
})
