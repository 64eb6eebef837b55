import { Box } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { shellToken, type TokenRow, TokenTable, tokenNames } from './token-table'

const swatch = (name: string): TokenRow => {
  const token = shellToken(name)
  const value = token.original === token.value ? token.value : `${token.original} → ${token.value}`
  return {
    name: name.replace(/^colors\./, ''),
    value,
    sample: (
      <Box
        height="8"
        borderRadius="md"
        borderWidth="1px"
        borderColor="gray.200"
        style={{ background: token.cssVar }}
      />
    ),
  }
}

const STATUS = ['success', 'warning', 'error', 'info'] as const

function Colours() {
  return (
    <Box p="6" maxWidth="4xl">
      <TokenTable
        caption="Brand (light blue): brand.600 is the solid colour, white text on it is 5.75:1"
        rows={tokenNames('colors', (name) => /^brand\.\d+$/.test(name)).map(swatch)}
      />
      <TokenTable
        caption="Brand roles (colorPalette brand)"
        rows={tokenNames('colors', (name) => /^brand\.[a-zA-Z]+$/.test(name)).map(swatch)}
      />
      <TokenTable
        caption="Status: text (fg), background (bg) and border of success, warning, error, info"
        rows={STATUS.flatMap((status) =>
          ['fg', 'bg', 'border'].map((role) => swatch(`colors.${role}.${status}`)),
        )}
      />
      <TokenTable
        caption="Sidebar"
        rows={tokenNames('colors', (name) => name.startsWith('sidebar.')).map(swatch)}
      />
    </Box>
  )
}

const meta = {
  title: 'Foundations/Colours',
  component: Colours,
  parameters: {
    docs: {
      description: {
        component:
          'Colours read from the shell system (getShellSystem), so this page shows what the console paints. Use the role tokens (brand.solid, fg.error…) in components, never raw hex values.',
      },
    },
  },
} satisfies Meta<typeof Colours>

export default meta
type Story = StoryObj<typeof meta>

export const Palette: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByText('brand.600')).toBeVisible()
    expect(canvas.getByText('#0b65c2')).toBeVisible()
    expect(canvas.getByText('fg.error')).toBeVisible()
  },
}
