import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Pagination } from './pagination'

function Demo({ total }: { total: number }) {
  const [state, setState] = useState({ page: 1, pageSize: 10 })
  return <Pagination total={total} {...state} onChange={setState} />
}

const meta = {
  title: 'Shell/Pagination',
  component: Demo,
  args: { total: 1000 },
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation with page sizes 10/20/30/50/100 and a total count. Controlled: page, pageSize and onChange.',
      },
    },
  },
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const ManyPages: Story = {}
export const FewPages: Story = { args: { total: 35 } }
export const NoData: Story = { args: { total: 0 } }
