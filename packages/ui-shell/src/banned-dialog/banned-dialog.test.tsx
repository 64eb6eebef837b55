import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { renderShell } from '../test-utils/render'
import { BannedDialog } from './banned-dialog'

describe('BannedDialog', () => {
  // Chakra's focus trap hands the focus back in a timer after the dialog closes: let it run
  // while the document still exists, not after the test environment is torn down.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)))

  it('shows 提示 / 该账户已被封禁 and closes from 确定', async () => {
    const onClose = vi.fn()
    renderShell(<BannedDialog open onClose={onClose} />)
    const dialog = await screen.findByRole('alertdialog', { name: '提示' })
    expect(dialog).toHaveTextContent('该账户已被封禁')
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
  })

  it('renders nothing while closed', () => {
    renderShell(<BannedDialog open={false} onClose={() => {}} />)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
