import { Box, Button, chakra, Input, NativeSelect, Stack, Table } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId, useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { Pagination } from '../pagination/pagination'
import { demoRows } from '../test-utils/demo-data'
import { ConsoleFrame, SCREEN_VARIANTS } from './console-frame'
import { useScreenText } from './screen-text'

const DISTRICTS = ['广州市', '深圳市', '佛山市', '东莞市']

function ListScreen({ total, selected }: { total: number; selected: number }) {
  const text = useScreenText()
  const id = useId()
  const [chosen, setChosen] = useState(() => new Set(demoRows.slice(0, selected).map((r) => r.id)))
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 })
  const toggle = (rowId: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (!next.delete(rowId)) next.add(rowId)
      return next
    })
  const allChosen = chosen.size === demoRows.length
  return (
    <ConsoleFrame path="/personnel/regist_audit">
      <Box p="4">
        <chakra.h1 fontSize="lg" fontWeight="semibold" mb="3">
          {text.audits[0]}
        </chakra.h1>
        <Stack
          as="form"
          role="search"
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          mb="3"
          onSubmit={(event) => event.preventDefault()}
        >
          <Input aria-label={text.keyword} placeholder={text.keyword} maxWidth={{ md: '64' }} />
          <NativeSelect.Root maxWidth={{ md: '40' }}>
            <NativeSelect.Field aria-label={text.status} defaultValue="0">
              {text.statuses.map((status, code) => (
                <option key={status} value={code}>
                  {status}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root maxWidth={{ md: '40' }}>
            <NativeSelect.Field aria-label={text.district} defaultValue="">
              <option value="">{text.district}</option>
              {DISTRICTS.map((district) => (
                <option key={district}>{district}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button type="submit" colorPalette="brand">
            {text.search}
          </Button>
        </Stack>
        <chakra.p id={`${id}-selected`} role="status" fontSize="sm" mb="2">
          {text.selected(chosen.size)}
        </chakra.p>
        <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-describedby={`${id}-selected`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="10">
                  <input
                    type="checkbox"
                    aria-label={text.selectAll}
                    checked={allChosen}
                    onChange={() =>
                      setChosen(allChosen ? new Set() : new Set(demoRows.map((row) => row.id)))
                    }
                  />
                </Table.ColumnHeader>
                <Table.ColumnHeader>{text.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.district}</Table.ColumnHeader>
                <Table.ColumnHeader>{text.status}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {demoRows.map((row) => (
                <Table.Row key={row.id} aria-selected={chosen.has(row.id)}>
                  <Table.Cell>
                    <input
                      type="checkbox"
                      aria-label={text.select(row.name)}
                      checked={chosen.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </Table.Cell>
                  <Table.Cell>{row.name}</Table.Cell>
                  <Table.Cell>{row.district}</Table.Cell>
                  <Table.Cell>{text.statuses[row.status === '待审核' ? 0 : 1]}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Box mt="3">
          <Pagination total={total} {...paging} onChange={setPaging} />
        </Box>
      </Box>
    </ConsoleFrame>
  )
}

const meta = {
  title: 'Screens/List with filters and selection',
  component: ListScreen,
  args: { total: 128, selected: 2 },
  argTypes: { selected: { control: { type: 'range', min: 0, max: 10 } } },
  parameters: {
    docs: {
      // Full-page layouts and modal dialogs each get their own frame on the docs page.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          'An audit list inside the shell: keyword, status and district filters, a selection column with a count, and the shell pagination. The console list screen follows this layout.',
      },
    },
  },
} satisfies Meta<typeof ListScreen>

export default meta
type Story = StoryObj<typeof meta>

export const SimplifiedChinese1440: Story = {
  ...SCREEN_VARIANTS.zhCN1440,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expect(canvas.getByRole('status')).toHaveTextContent('已选择 2 项')
    await userEvent.click(canvas.getAllByRole('checkbox', { name: /^选择 / })[2] as HTMLElement)
    expect(canvas.getByRole('status')).toHaveTextContent('已选择 3 项')
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }))
    expect(canvas.getByRole('status')).toHaveTextContent('已选择 10 项')
  },
}
export const TraditionalChinese1440: Story = SCREEN_VARIANTS.zhTW1440
export const SimplifiedChinese992: Story = SCREEN_VARIANTS.zhCN992
export const TraditionalChinese390: Story = SCREEN_VARIANTS.zhTW390
