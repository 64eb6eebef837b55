import { Box } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { shellToken, type TokenRow, TokenTable, tokenNames } from './token-table'

// The hex value behind a token, following `{colors.x}` references.
function hexOf(name: string): string | undefined {
  const { original } = shellToken(name)
  const reference = /^\{(colors\.[\w.]+)\}$/.exec(original)
  if (reference?.[1]) return hexOf(reference[1])
  return /^#[\da-f]{6}$/i.test(original) ? original : original === 'white' ? '#ffffff' : undefined
}

const luminance = (hex: string) => {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** WCAG contrast of the colour as text on white: 4.5 for body text, 3 for large text and icons. */
const onWhite = (hex: string) => `${(1.05 / (luminance(hex) + 0.05)).toFixed(2)}:1 on white`

const swatch = (name: string): TokenRow => {
  const token = shellToken(name)
  const hex = hexOf(name)
  const value = [
    token.original === token.value ? token.value : `${token.original} → ${hex ?? token.value}`,
  ]
    .concat(hex ? [onWhite(hex)] : [])
    .join(', ')
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
    // Token tables, not a component: nothing to control.
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Colours read from the shell system (getShellSystem), so this page shows what the console paints, with each colour’s contrast as text on white: body text needs 4.5:1, large text and icons 3:1. Use the role tokens (brand.solid, border.error…) in components, never raw hex values. The status text tokens (fg.error, fg.warning, fg.success) reach 4.5:1 on white.',
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
    expect(canvas.getByText('#0b65c2, 5.75:1 on white')).toBeVisible()
    expect(canvas.getByText('fg.error').closest('tr')).toHaveTextContent(
      '{colors.red.600} → #dc2626, 4.83:1 on white',
    )
  },
}
