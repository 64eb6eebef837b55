import { Box } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { shellToken, TokenTable, tokenNames } from './token-table'

function Spacing() {
  return (
    <Box p="6" maxWidth="4xl">
      <TokenTable
        caption="Spacing (padding, margin, gap)"
        rows={tokenNames('spacing', (name) => /^\d+$/.test(name) && Number(name) <= 16).map(
          (name) => {
            const token = shellToken(name)
            return {
              name,
              value: token.value,
              sample: <Box height="3" bg="brand.solid" style={{ width: token.cssVar }} />,
            }
          },
        )}
      />
      <TokenTable
        caption="Radii (l1, l2, l3 are the component levels)"
        rows={tokenNames('radii').map((name) => {
          const token = shellToken(name)
          return {
            name,
            value:
              token.original === token.value ? token.value : `${token.original} → ${token.value}`,
            sample: (
              <Box
                width="16"
                height="10"
                bg="brand.muted"
                borderWidth="1px"
                borderColor="brand.solid"
                style={{ borderRadius: token.cssVar }}
              />
            ),
          }
        })}
      />
    </Box>
  )
}

const meta = {
  title: 'Foundations/Spacing and radii',
  component: Spacing,
  parameters: {
    // Token tables, not a component: nothing to control.
    controls: { disable: true },
    docs: { description: { component: 'Spacing and corner radii of the shell system.' } },
  },
} satisfies Meta<typeof Spacing>

export default meta
type Story = StoryObj<typeof meta>

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByText('spacing.4')).toBeVisible()
    expect(canvas.getByText('radii.md')).toBeVisible()
  },
}
