import { Box, chakra } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTranslation } from 'react-i18next'
import { expect, within } from 'storybook/test'
import { ROOT_FONT_SIZE } from '../app-shell/app-shell'
import type { ShellSize } from '../stores/settings-store'

const SIZES = Object.keys(ROOT_FONT_SIZE) as ShellSize[]

function UiSizes() {
  const { t } = useTranslation('shell')
  return (
    <Box p="6" maxWidth="4xl">
      <chakra.p mb="4">
        {t('settings.size')}: {SIZES.map((size) => t(`settings.sizes.${size}`)).join(' / ')}
      </chakra.p>
      {SIZES.map((size) => {
        const root = ROOT_FONT_SIZE[size]
        return (
          <Box key={size} as="section" mb="6" p="4" borderWidth="1px" borderRadius="md">
            <chakra.h2 fontSize="sm" color="gray.700" mb="2">
              {t(`settings.sizes.${size}`)} ({size}): root font size {root}
            </chakra.h2>
            <chakra.p style={{ fontSize: `calc(1rem * ${Number.parseFloat(root) / 100})` }}>
              实名制校验：共 128 条待审核记录。實名制校驗：共 128 筆待審核記錄。
            </chakra.p>
          </Box>
        )
      })}
    </Box>
  )
}

const meta = {
  title: 'Foundations/UI sizes',
  component: UiSizes,
  parameters: {
    // Token tables, not a component: nothing to control.
    controls: { disable: true },
    docs: {
      description: {
        component:
          'The three layout sizes of the settings panel: each sets the root font size in AppShell, so every rem-based measure (text, headings, inputs, buttons, table cells, spacing) scales with it.',
      },
    },
  },
} satisfies Meta<typeof UiSizes>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeSizes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByText(/root font size 87\.5%/)).toBeVisible()
    expect(canvas.getByText(/root font size 112\.5%/)).toBeVisible()
  },
}
