import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createTagsStore } from '../stores/tags-store'
import { dashboardTag } from '../test-utils/demo-data'
import { TagsView } from './tags-view'

const PAGES = [
  '实名制校验',
  '加入组织审核',
  '志愿者查询',
  '志愿者找回密码申诉',
  '新注册团体归属组织审核',
  '组织挂靠审核',
  '管理员运营者设置',
  '活动发布',
  '活动查询',
  '实时活动补录审核',
  '历史活动补录审核',
  '收到评价',
  '短信列表',
  '角色管理',
]

function Demo({ count }: { count: number }) {
  const [path, setPath] = useState(count ? '/page/0' : '/dashboard')
  const store = useMemo(() => {
    const s = createTagsStore({ storage: null, affix: [dashboardTag] })
    for (const [i, title] of PAGES.slice(0, count).entries()) {
      s.visit({
        path: `/page/${i}`,
        fullPath: `/page/${i}`,
        title: { 'zh-CN': title, 'zh-TW': title },
      })
    }
    return s
  }, [count])
  return (
    <div style={{ maxWidth: 900 }}>
      <TagsView store={store} currentPath={path} onNavigate={setPath} onReload={() => undefined} />
    </div>
  )
}

const meta = {
  title: 'Shell/TagsView',
  component: Demo,
  args: { count: 14 },
  parameters: {
    docs: {
      description: {
        component:
          'The visited-pages tab strip with close, close others and reload. Backed by the tags store; affix tags (the dashboard) cannot be closed.',
      },
    },
  },
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const ManyTagsOverflow: Story = {}
export const AffixOnly: Story = { args: { count: 0 } }

export const ContextMenu: Story = {
  args: { count: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: canvas.getByRole('link', { name: '志愿者查询' }),
    })
    const menu = await body.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: /刷新|重新整理/ })).toBeInTheDocument()
    await userEvent.click(within(menu).getByRole('menuitem', { name: /关闭其他|關閉其他/ }))
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2))
    expect(canvas.getByRole('link', { name: /首页|首頁/ })).toBeInTheDocument()
  },
}
