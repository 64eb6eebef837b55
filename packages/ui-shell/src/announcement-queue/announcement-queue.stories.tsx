import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AnnouncementQueue } from './announcement-queue'

const hostile =
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:red">请立即<a href="javascript:alert(1)">点击这里</a></p>' +
  '<img src="x" onerror="window.__pwned=true"><script>window.__pwned=true</script>' +
  '<form action="https://evil.example"><input name="password"></form><iframe src="https://evil.example"></iframe>'

const meta = {
  title: 'Shell/AnnouncementQueue',
  component: AnnouncementQueue,
  parameters: {
    docs: {
      // Full-page layouts and modal dialogs each get their own frame on the docs page.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          "Shows the start announcements one at a time in a dialog, sanitized with the shell's DOMPurify config. Pass the announcements; the user confirms each one before the next appears, and onDone runs after the last.",
      },
    },
  },
  args: {
    onDone: fn(),
    announcements: [
      {
        title: '系统升级通知',
        content:
          '<p>系统将于<strong>本周六 22:00</strong>升级，期间暂停服务。</p><ul><li>活动发布</li><li>时长补录</li></ul>',
      },
      {
        title: '关于志愿服务时长的说明',
        content: '<p>详见<a href="https://example.org/article/1">文章</a>。</p>',
        bottomContent: '我已知悉',
      },
      { title: '可疑内容（已净化）', content: hostile },
    ],
  },
} satisfies Meta<typeof AnnouncementQueue>

export default meta
type Story = StoryObj<typeof meta>

export const QueueOfThree: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const confirm = async (label: RegExp) => {
      const dialog = await body.findByRole('alertdialog')
      await userEvent.click(within(dialog).getByRole('button', { name: label }))
    }
    expect(await body.findByText('系统升级通知')).toBeInTheDocument()
    await confirm(/确定|確定/)
    expect(await body.findByText('关于志愿服务时长的说明')).toBeInTheDocument()
    const link = await body.findByRole('link', { name: '文章' })
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await confirm(/我已知悉/)
    const dialog = await body.findByRole('alertdialog', { name: '可疑内容（已净化）' })
    expect(dialog.querySelector('script, iframe, form, img, [onerror]')).toBeNull()
    expect(dialog.querySelector('[style*="position"]')).toBeNull()
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
    await confirm(/确定|確定/)
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull())
    expect(args.onDone).toHaveBeenCalledOnce()
  },
}

/** A short notice stays a small alert; a long one scrolls inside and keeps its button on screen. */
export const ShortAndLong: Story = {
  args: {
    announcements: [
      { title: '短公告', content: '<p>今晚 22:00 维护。</p>' },
      {
        title: '长公告',
        content: Array.from({ length: 80 }, (_, i) => `<p>第 ${i + 1} 段：服务规范说明。</p>`).join(
          '',
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const viewport = canvasElement.ownerDocument.documentElement.clientHeight
    const short = await body.findByRole('alertdialog', { name: '短公告' })
    await waitFor(() => expect(short.getBoundingClientRect().height).toBeLessThan(viewport / 2))
    await userEvent.click(within(short).getByRole('button', { name: /确定|確定/ }))
    const long = await body.findByRole('alertdialog', { name: '长公告' })
    const button = within(long).getByRole('button', { name: /确定|確定/ })
    await waitFor(() => expect(button).toHaveFocus())
    await waitFor(() => expect(long.getBoundingClientRect().bottom).toBeLessThanOrEqual(viewport))
    expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(viewport)
    const scroller = long.querySelector('.shell-announcement')?.parentElement as HTMLElement
    expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight)
  },
}
