import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, within } from 'storybook/test'
import { createTagsStore } from '../stores/tags-store'
import { dashboardTag } from '../test-utils/demo-data'
import { TagsView } from './tags-view'

function Demo({ currentPath }: { currentPath: '/a' | '/b' }) {
  const store = useMemo(() => {
    const s = createTagsStore({ storage: null, affix: [dashboardTag] })
    s.visit({ path: '/a', fullPath: '/a', title: { 'zh-CN': '活动查询', 'zh-TW': '活動查詢' } })
    s.visit({ path: '/b', fullPath: '/b', title: { 'zh-CN': '短信列表', 'zh-TW': '簡訊列表' } })
    return s
  }, [])
  return (
    <TagsView
      store={store}
      currentPath={currentPath}
      onNavigate={() => undefined}
      onReload={() => undefined}
    />
  )
}

const meta = {
  title: 'Shell/TagsView/Close icon',
  component: Demo,
  args: { currentPath: '/b' },
  argTypes: { currentPath: { control: 'inline-radio', options: ['/a', '/b'] } },
  parameters: {
    docs: {
      description: {
        component:
          'The close icon of a visited-page tab must stay visible on the active and on an inactive tag (WCAG 1.4.11).',
      },
    },
  },
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

type Rgba = [number, number, number, number]
const rgba = (css: string): Rgba => {
  const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number)
  return [r, g, b, a]
}
const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) =>
    c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}
const contrast = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** The colour painted behind the icon: the button's own background, else the tag's. */
function backdrop(button: HTMLElement): Rgba {
  const own = rgba(getComputedStyle(button).backgroundColor)
  return own[3] > 0 ? own : rgba(getComputedStyle(button.parentElement as Element).backgroundColor)
}

/** The X must stand out (WCAG 1.4.11: 3:1) on the active and on an inactive tag. */
export const IconContrast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of [/短信列表|簡訊列表/, /活动查询|活動查詢/]) {
      const button = canvas.getByRole('button', { name })
      const icon = button.querySelector('svg') as SVGElement
      expect(getComputedStyle(icon).stroke).not.toBe('none')
      expect(contrast(rgba(getComputedStyle(icon).color), backdrop(button))).toBeGreaterThanOrEqual(
        3,
      )
    }
  },
}
