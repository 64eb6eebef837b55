import { createApiClient } from '@gdzyz/api-client'
import { AnnouncementQueue, ShellProvider } from '@gdzyz/ui-shell'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { ApiContext } from '../app/api-context'
import { registerContentFormMessages } from '../content/form-messages'
import { createAppI18n } from '../i18n/setup'
import { RichTextControl } from './rich-text-control'

const HOSTILE =
  '<p>通知正文</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>' +
  '<p><a href="javascript:window.__xss=1">危险链接</a></p>'

const uploadAnswer = vi.fn(
  async () =>
    new Response('{"code":1,"msg":"ok","data":{"url":"https://img.example.org/u/1.jpg"}}', {
      headers: { 'Content-Type': 'application/json' },
    }),
)

function Harness({ initial, onChange }: { initial: string; onChange: (v: unknown) => void }) {
  const form = useForm({
    defaultValues: { title: '防汛志愿服务通知', bottomContent: '收到', content: initial },
  })
  const [value, setValue] = useState(initial)
  return (
    <FormProvider {...form}>
      <RichTextControl
        id="content"
        value={value}
        onChange={(next) => {
          setValue(String(next))
          onChange(next)
        }}
        describedBy={undefined}
        disabled={false}
        onBlur={() => undefined}
        invalid={false}
        field={{ field: 'content', label: 'content.fields.content', kind: 'richText' }}
      />
    </FormProvider>
  )
}

const appI18n = () => {
  const i18n = createAppI18n('zh-CN')
  registerContentFormMessages(i18n)
  return i18n
}

const providers = (children: ReactNode) => {
  const client = createApiClient({
    baseUrl: 'https://api.test',
    notify: vi.fn(),
    fetch: uploadAnswer as unknown as typeof fetch,
  })
  return (
    <ShellProvider toaster={false} i18n={appI18n()}>
      <ApiContext value={client}>{children}</ApiContext>
    </ShellProvider>
  )
}

const setup = async (initial = '') => {
  const onChange = vi.fn()
  render(providers(<Harness initial={initial} onChange={onChange} />))
  // Squire hears its own loading of the value in a microtask (a user cannot act before it).
  await act(async () => undefined)
  const editable = screen.getByRole('textbox', { name: '正文' })
  return { onChange, editable }
}

const selectAll = (node: Node) => {
  const root = (node as Element).closest('[contenteditable]') as HTMLElement
  root.focus()
  fireEvent.focus(root)
  const range = document.createRange()
  range.selectNodeContents(node)
  const selection = window.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
  document.dispatchEvent(new Event('selectionchange'))
}

describe('RichTextControl', () => {
  it('names every toolbar button and moves between them with the arrow keys', async () => {
    await setup()
    const toolbar = screen.getByRole('toolbar', { name: '格式工具栏' })
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'))
    expect(names).toEqual([
      '加粗',
      '斜体',
      '下划线',
      '删除线',
      '无序列表',
      '有序列表',
      '插入链接',
      '取消链接',
      '插入图片',
      '清除格式',
      '撤销',
      '重做',
    ])
    const bold = screen.getByRole('button', { name: '加粗' })
    expect(bold).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('button', { name: '斜体' })).toHaveAttribute('tabindex', '-1')
    bold.focus()
    fireEvent.keyDown(bold, { key: 'ArrowRight' })
    expect(screen.getByRole('button', { name: '斜体' })).toHaveFocus()
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' })
    expect(screen.getByRole('button', { name: '重做' })).toHaveFocus()
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
    expect(bold).toHaveFocus()
  })

  it('loads hostile HTML without script, handlers or javascript: links', async () => {
    const { editable } = await setup(HOSTILE)
    expect(editable).toHaveTextContent('通知正文')
    expect(editable.querySelector('script, [onerror]')).toBeNull()
    expect(editable.innerHTML).not.toMatch(/javascript:/i)
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
  })

  it('bolds the selection and reports sanitized HTML', async () => {
    const { editable, onChange } = await setup('<p>志愿服务</p>')
    selectAll(editable.querySelector('p') as Node)
    fireEvent.click(screen.getByRole('button', { name: '加粗' }))
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><b>志愿服务</b></p>'))
  })

  it('refuses a javascript: link with a clear message and inserts an https one', async () => {
    const { editable, onChange } = await setup('<p>详情</p>')
    selectAll(editable.querySelector('p') as Node)
    fireEvent.click(screen.getByRole('button', { name: '插入链接' }))
    const input = screen.getByLabelText('链接地址')
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      '链接只能是以 https:// 开头的网址，或以 / 开头的站内路径',
    )
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: 'https://www.gdzyz.cn/a' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    const html = onChange.mock.lastCall?.[0] as string
    expect(html).toContain('href="https://www.gdzyz.cn/a"')
    expect(html).toContain('详情</a>')
    expect(screen.queryByLabelText('链接地址')).toBeNull()
  })

  it('uploads a chosen image and inserts its https address with the description', async () => {
    const { onChange } = await setup('<p>现场</p>')
    fireEvent.click(screen.getByRole('button', { name: '插入图片' }))
    fireEvent.change(screen.getByLabelText('图片说明（读屏软件朗读的文字）'), {
      target: { value: '活动现场' },
    })
    const file = new File([new Uint8Array(2048)], 'photo.jpg', { type: 'image/jpeg' })
    await act(async () => {
      fireEvent.change(screen.getByLabelText('选择图片'), { target: { files: [file] } })
    })
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(uploadAnswer).toHaveBeenCalled()
    expect(onChange.mock.lastCall?.[0]).toContain(
      '<img src="https://img.example.org/u/1.jpg" alt="活动现场">',
    )
  })

  it('previews in the announcement dialog exactly as the reader queue renders it, running nothing', async () => {
    await setup(HOSTILE)
    fireEvent.click(screen.getByRole('button', { name: '预览' }))
    const dialog = await screen.findByRole('alertdialog', { name: '防汛志愿服务通知' })
    const previewed = dialog.querySelector('.shell-announcement')?.innerHTML
    expect(previewed).toContain('通知正文')
    expect(previewed).not.toMatch(/<script|onerror|javascript:/i)
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
    fireEvent.click(within(dialog).getByRole('button', { name: '收到' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

    // What a reader's queue shows for the saved value is the same markup.
    const saved = (await import('./editor-html')).editorValue(HOSTILE)
    render(
      <ShellProvider toaster={false} i18n={createAppI18n('zh-CN')}>
        <AnnouncementQueue announcements={[{ title: '读者', content: saved }]} />
      </ShellProvider>,
    )
    const reader = await screen.findByRole('alertdialog', { name: '读者' })
    expect(reader.querySelector('.shell-announcement')?.innerHTML).toBe(previewed)
  })
})
