import { Box, chakra, SimpleGrid } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ConsoleFrame, SCREEN_VARIANTS } from './console-frame'
import { useScreenText } from './screen-text'

function DashboardScreen({ counts }: { counts: readonly number[] }) {
  const text = useScreenText()
  return (
    <ConsoleFrame path="/dashboard">
      <Box p="4">
        <chakra.h1 fontSize="xl" fontWeight="semibold" mb="4">
          {text.welcome}
        </chakra.h1>
        <chakra.h2 fontSize="md" fontWeight="semibold" mb="3">
          {text.pending}
        </chakra.h2>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 4 }} gap="3">
          {text.audits.map((audit, i) => (
            <chakra.li key={audit} bg="white" borderRadius="md" borderWidth="1px" p="4">
              <chakra.a href="#audit" color="brand.fg" fontWeight="medium">
                {audit}
              </chakra.a>
              <chakra.p fontSize="2xl" fontWeight="semibold" mt="2">
                {text.count(counts[i] ?? 0)}
              </chakra.p>
            </chakra.li>
          ))}
        </SimpleGrid>
      </Box>
    </ConsoleFrame>
  )
}

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  args: { counts: [12, 3, 0, 7] },
  parameters: {
    docs: {
      // Full-page layouts and modal dialogs each get their own frame on the docs page.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'The home page inside the shell: a welcome and the pending audit counters, each linking to its list filtered on 待审核.',
      },
    },
  },
} satisfies Meta<typeof DashboardScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SimplifiedChinese1440: Story = {
  ...SCREEN_VARIANTS.zhCN1440,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByRole('link', { name: '实名制校验' })).toBeVisible()
    expect(canvas.getByText('12 项')).toBeVisible()
  },
}
export const TraditionalChinese1440: Story = SCREEN_VARIANTS.zhTW1440
export const SimplifiedChinese992: Story = SCREEN_VARIANTS.zhCN992
export const TraditionalChinese390: Story = SCREEN_VARIANTS.zhTW390
