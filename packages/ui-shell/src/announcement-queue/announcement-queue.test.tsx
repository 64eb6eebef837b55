import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderShell } from '../test-utils/render'
import {
  AnnouncementQueue,
  preloadAnnouncementDialog,
  type QueuedAnnouncement,
} from './announcement-queue'

const confirmIn = async (title: string, label: string) => {
  const dialog = await screen.findByRole('alertdialog', { name: title })
  fireEvent.click(screen.getByRole('button', { name: label }))
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
}

describe('AnnouncementQueue', () => {
  it('shows a preloaded dialog in the same commit as the queue (no Suspense round)', async () => {
    await preloadAnnouncementDialog()
    renderShell(<AnnouncementQueue announcements={[{ title: '启动公告', content: '<p>一</p>' }]} />)
    // Synchronously after the render: a lazy component would still be suspended here.
    expect(screen.getByRole('alertdialog', { name: '启动公告' })).toHaveAttribute('open')
  })

  it('stays on the first announcement when StrictMode closes and reopens its dialog', async () => {
    const onDone = vi.fn()
    renderShell(
      <StrictMode>
        <AnnouncementQueue
          onDone={onDone}
          announcements={[
            { title: '第一条', content: '' },
            { title: '第二条', content: '' },
          ]}
        />
      </StrictMode>,
    )
    expect(await screen.findByText('第 1 条，共 2 条')).toBeInTheDocument()
    // The close event of the effect's cleanup arrives in a later task, after the reopening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(screen.getByRole('alertdialog', { name: '第一条' })).toHaveAttribute('open')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('shows the announcements one after another, then reports that it is done', async () => {
    const onDone = vi.fn()
    renderShell(
      <AnnouncementQueue
        onDone={onDone}
        announcements={[
          { title: '第一条', content: '<p>一</p>' },
          { title: '第二条', content: '<p>二</p>', bottomContent: '我已知悉' },
        ]}
      />,
    )
    expect(await screen.findByText('第 1 条，共 2 条')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog', { name: '第二条' })).toBeNull()
    await confirmIn('第一条', '确定')
    expect(onDone).not.toHaveBeenCalled()
    expect(await screen.findByText('第 2 条，共 2 条')).toBeInTheDocument()
    await confirmIn('第二条', '我已知悉')
    expect(onDone).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('labels the button 确定 when bottomContent is missing or blank', async () => {
    renderShell(
      <AnnouncementQueue announcements={[{ title: '空', content: '', bottomContent: '  ' }]} />,
    )
    expect(await screen.findByRole('button', { name: '确定' })).toBeInTheDocument()
    expect(screen.queryByText(/共 1 条/)).toBeNull()
  })

  it('refuses Escape (the cancel event), so only the button confirms', async () => {
    const onDone = vi.fn()
    renderShell(
      <AnnouncementQueue onDone={onDone} announcements={[{ title: '须确认', content: '' }]} />,
    )
    const dialog = await screen.findByRole('alertdialog', { name: '须确认' })
    expect(dialog).toHaveAttribute('open')
    const cancel = new Event('cancel', { cancelable: true })
    dialog.dispatchEvent(cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(onDone).not.toHaveBeenCalled()
  })

  it('moves on when the browser closes the alert anyway (a repeated Escape)', async () => {
    const onDone = vi.fn()
    renderShell(
      <AnnouncementQueue
        onDone={onDone}
        announcements={[
          { title: '一', content: '' },
          { title: '二', content: '' },
        ]}
      />,
    )
    const first = (await screen.findByRole('alertdialog', { name: '一' })) as HTMLDialogElement
    act(() => first.close())
    expect(await screen.findByRole('alertdialog', { name: '二' })).toHaveAttribute('open')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('starts on its confirm button and names itself after the title', async () => {
    renderShell(<AnnouncementQueue announcements={[{ title: '焦点', content: '<p>正文</p>' }]} />)
    const dialog = await screen.findByRole('alertdialog', { name: '焦点' })
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus())
    expect(dialog).toHaveAccessibleDescription('正文')
  })

  it('renders sanitized HTML only', async () => {
    const hostile: QueuedAnnouncement = {
      title: '净化',
      content:
        '<p onclick="x()">文<script>window.__x=1</script><a href="javascript:alert(1)">链</a></p>',
    }
    renderShell(<AnnouncementQueue announcements={[hostile]} />)
    const dialog = await screen.findByRole('alertdialog', { name: '净化' })
    expect(dialog.querySelector('script, [onclick], [href^="javascript"]')).toBeNull()
    expect(dialog).toHaveTextContent('文链')
  })

  it('restarts with a new list and shows nothing for an empty one', async () => {
    const first = [{ title: '旧', content: '' }]
    const view = renderShell(<AnnouncementQueue announcements={first} />)
    await screen.findByRole('alertdialog', { name: '旧' })
    view.rerender(<AnnouncementQueue announcements={[{ title: '新', content: '' }]} />)
    expect(await screen.findByRole('alertdialog', { name: '新' })).toBeInTheDocument()
    view.rerender(<AnnouncementQueue announcements={[]} />)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })
})
