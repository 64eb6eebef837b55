import { Box, chakra } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { shellToken, TokenTable, tokenNames } from './token-table'

const SAMPLE = '广东i志愿后台管理系统 志願者實名制校驗 123'
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl']
const px = (rem: string) => (rem.endsWith('rem') ? ` (${Number.parseFloat(rem) * 16} px)` : '')

function Typography() {
  return (
    <Box p="6" maxWidth="5xl">
      <TokenTable
        caption="Font stacks: Chinese glyphs come from the system's CJK font (PingFang SC / Microsoft YaHei / Noto Sans CJK)"
        rows={tokenNames('fonts').map((name) => {
          const token = shellToken(name)
          return {
            name,
            value: token.value,
            sample: <chakra.span style={{ fontFamily: token.cssVar }}>{SAMPLE}</chakra.span>,
          }
        })}
      />
      <TokenTable
        caption="Font sizes used by the console"
        rows={SIZES.map((size) => {
          const token = shellToken(`fontSizes.${size}`)
          return {
            name: token.name,
            value: `${token.value}${px(token.value)}`,
            sample: <chakra.span style={{ fontSize: token.cssVar }}>{SAMPLE}</chakra.span>,
          }
        })}
      />
      <TokenTable
        caption="Font weights"
        rows={['normal', 'medium', 'semibold', 'bold'].map((weight) => {
          const token = shellToken(`fontWeights.${weight}`)
          return {
            name: token.name,
            value: token.value,
            sample: <chakra.span style={{ fontWeight: token.cssVar }}>{SAMPLE}</chakra.span>,
          }
        })}
      />
    </Box>
  )
}

const meta = {
  title: 'Foundations/Typography',
  component: Typography,
  parameters: {
    // Token tables, not a component: nothing to control.
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Font stacks, sizes and weights of the shell system, shown with Simplified and Traditional Chinese.',
      },
    },
  },
} satisfies Meta<typeof Typography>

export default meta
type Story = StoryObj<typeof meta>

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByText('fontSizes.md')).toBeVisible()
    expect(canvas.getByText('1rem (16 px)')).toBeVisible()
  },
}
