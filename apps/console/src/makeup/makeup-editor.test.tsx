import { ApiError } from '@gdzyz/api-client'
import { ShellProvider, setLocale } from '@gdzyz/ui-shell'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDraftStore, type DraftStorage } from './draft-store'
import { type MakeupApi, MakeupApiContext, type MakeupMission } from './makeup-api'
import { MakeupEditor } from './makeup-editor'
import { EMPTY_MATERIAL, type MakeupBatch } from './types'

const memory = (): DraftStorage => {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

const pair = { missionId: '1234567890123456789', timesInfoId: '7' }
const mission: MakeupMission = {
  missionId: pair.missionId,
  title: '社区清洁',
  startDate: '2026-03-01',
  endDate: '2026-03-10',
  sessions: [{ timesInfoId: '7', date: '2026-03-02', startTime: '08:00', endTime: '12:00' }],
}
const seeded: MakeupBatch[] = [
  {
    id: 'b1',
    date: '2026-03-02',
    start: '08:00',
    end: '12:00',
    records: [
      {
        id: 'r1',
        userId: '9007199254740993',
        userName: '李华',
        date: '2026-03-02',
        startTime: '08:00',
        endTime: '12:00',
        override: false,
      },
    ],
  },
]

const fakeApi = (save: MakeupApi['save']): MakeupApi => ({
  getMission: async () => mission,
  listParticipants: async () => ({ total: 0, list: [] }),
  listSubmitted: async () => ({ total: 0, list: [] }),
  save,
})

function renderEditor(options: {
  storage: DraftStorage
  adminId?: string
  save?: MakeupApi['save']
  onSaved?: () => void
  toaster?: boolean
}) {
  const api = fakeApi(options.save ?? (async () => {}))
  return render(
    <ShellProvider toaster={options.toaster ?? false}>
      <MemoryRouter>
        <MakeupApiContext value={api}>
          <MakeupEditor
            kind="realtime"
            pair={pair}
            adminId={options.adminId ?? 'admin-1'}
            mission={mission}
            session={mission.sessions[0]}
            addHref={(id) => `/activity/supplement_add?batchId=${id}`}
            materialHref="/activity/supplement_detail"
            onSaved={options.onSaved ?? (() => {})}
            storage={options.storage}
          />
        </MakeupApiContext>
      </MemoryRouter>
    </ShellProvider>,
  )
}

afterEach(() => act(() => setLocale('zh-CN')))

describe('MakeupEditor rules', () => {
  it('shows the end-after-start message inline, in zh-CN and zh-TW', () => {
    renderEditor({ storage: memory() })
    fireEvent.click(screen.getByRole('button', { name: '添加批次' }))
    fireEvent.change(screen.getByLabelText('批次 1 结束时间'), { target: { value: '07:00' } })
    expect(screen.getByText('结束时间必须晚于开始时间')).toBeInTheDocument()
    expect(screen.getByLabelText('批次 1 结束时间')).toHaveAttribute('aria-invalid', 'true')
    act(() => setLocale('zh-TW'))
    expect(screen.getByText('結束時間必須晚於開始時間')).toBeInTheDocument()
  })

  it('names the mission dates and the record-outside-batch override', () => {
    const storage = memory()
    createDraftStore({ storage, adminId: 'admin-1' }).save(pair, {
      batches: seeded,
      material: EMPTY_MATERIAL,
    })
    renderEditor({ storage })
    fireEvent.change(screen.getByLabelText('批次 1 日期'), { target: { value: '2026-03-11' } })
    expect(
      screen.getByText('日期必须在活动日期（2026-03-01 至 2026-03-10）之内'),
    ).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('批次 1 日期'), { target: { value: '2026-03-02' } })
    fireEvent.change(screen.getByLabelText('李华 补录结束时间'), { target: { value: '13:00' } })
    expect(screen.getByText(/补录时间超出本批次时间/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: '允许超出批次时间' }))
    expect(screen.queryByText(/补录时间超出本批次时间/)).toBeNull()
  })

  it('refuses to save while a rule fails and says how many', async () => {
    const save = vi.fn(async () => {})
    const storage = memory()
    createDraftStore({ storage, adminId: 'admin-1' }).save(pair, {
      material: EMPTY_MATERIAL,
      batches: [
        seeded[0] as MakeupBatch,
        {
          ...(seeded[0] as MakeupBatch),
          id: 'b2',
          records: [{ ...(seeded[0]?.records[0] as MakeupBatch['records'][0]), id: 'r2' }],
        },
      ],
    })
    renderEditor({ storage, save })
    expect(screen.getAllByText(/该志愿者在本时段的另一批次中时间重叠/)).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: '提交补录' }))
    expect(await screen.findByText('还有 2 处需要修改，请按提示修正后再提交。')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
  })
})

describe('MakeupEditor drafts and saving', () => {
  it('keeps edits for the same admin across remounts and hides them from another admin', () => {
    const storage = memory()
    const first = renderEditor({ storage })
    fireEvent.click(screen.getByRole('button', { name: '添加批次' }))
    fireEvent.click(screen.getByRole('button', { name: '添加批次' }))
    fireEvent.change(screen.getByLabelText('批次 2 开始时间'), { target: { value: '13:00' } })
    fireEvent.change(screen.getByLabelText('批次 2 结束时间'), { target: { value: '17:30' } })
    first.unmount()
    const again = renderEditor({ storage })
    expect(screen.getAllByTestId('makeup-batch')).toHaveLength(2)
    expect(screen.getByLabelText('批次 2 结束时间')).toHaveValue('17:30')
    again.unmount()
    renderEditor({ storage, adminId: 'admin-2' })
    expect(screen.queryAllByTestId('makeup-batch')).toHaveLength(0)
  })

  it('keeps every record after a failed save, shows why, and sends one request per double click', async () => {
    const storage = memory()
    createDraftStore({ storage, adminId: 'admin-1' }).save(pair, {
      batches: seeded,
      material: EMPTY_MATERIAL,
    })
    let reject: (error: unknown) => void = () => {}
    const save = vi.fn(() => new Promise<void>((_, fail) => (reject = fail)))
    renderEditor({ storage, save })
    const button = screen.getByRole('button', { name: '提交补录' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(save).toHaveBeenCalledTimes(1)
    await act(async () =>
      reject(new ApiError({ kind: 'http', status: 500, msg: '服务加载中，请尝试刷新。' })),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      '提交失败：服务加载中，请尝试刷新。。草稿已保留',
    )
    expect(within(screen.getByTestId('makeup-batch')).getAllByTestId('makeup-record')).toHaveLength(
      1,
    )
    expect(createDraftStore({ storage, adminId: 'admin-1' }).load(pair)?.batches).toEqual(seeded)
  })

  it('clears the draft only after a successful save and sends the records', async () => {
    const storage = memory()
    createDraftStore({ storage, adminId: 'admin-1' }).save(pair, {
      batches: seeded,
      material: EMPTY_MATERIAL,
    })
    const save = vi.fn(async () => {})
    const onSaved = vi.fn()
    renderEditor({ storage, save, onSaved, toaster: true })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交补录' })))
    expect(
      await screen.findByText('补录已提交，请等待审核。', undefined, { timeout: 3000 }),
    ).toBeInTheDocument()
    expect(save).toHaveBeenCalledWith('realtime', {
      ...pair,
      batches: [
        {
          date: '2026-03-02',
          start: '08:00',
          end: '12:00',
          records: [
            {
              userId: '9007199254740993',
              makeupDate: '2026-03-02',
              makeupStartTime: '08:00',
              makeupEndTime: '12:00',
            },
          ],
        },
      ],
    })
    expect(onSaved).toHaveBeenCalledTimes(1)
    expect(createDraftStore({ storage, adminId: 'admin-1' }).load(pair)).toBeNull()
  })

  it('sends the attached material and blocks the save while its description is missing', async () => {
    const storage = memory()
    const image = 'data:image/jpeg;base64,/9j/4AAQ'
    const store = createDraftStore({ storage, adminId: 'admin-1' })
    store.save(pair, { batches: seeded, material: { description: ' ', images: [image] } })
    const save = vi.fn(async () => {})
    const first = renderEditor({ storage, save })
    expect(screen.getByRole('link', { name: '提交补录材料' })).toHaveAttribute(
      'href',
      '/activity/supplement_detail',
    )
    expect(screen.getByTestId('makeup-material-summary')).toHaveTextContent('图片 1 张')
    fireEvent.click(screen.getByRole('button', { name: '提交补录' }))
    expect(await screen.findByText('补录材料需要修改：请填写补录说明')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
    first.unmount()

    store.save(pair, { batches: seeded, material: { description: ' 设备故障 ', images: [image] } })
    renderEditor({ storage, save })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交补录' })))
    expect(save).toHaveBeenCalledWith(
      'realtime',
      expect.objectContaining({ material: { description: '设备故障', images: [image] } }),
    )
  })
})

describe('MakeupEditor batch removal', () => {
  it('asks before deleting a batch and its records; 取消 keeps it, 删除 removes it', async () => {
    const storage = memory()
    createDraftStore({ storage, adminId: 'admin-1' }).save(pair, {
      batches: seeded,
      material: EMPTY_MATERIAL,
    })
    renderEditor({ storage })
    fireEvent.click(screen.getByRole('button', { name: /删除批次/ }))
    const dialog = await screen.findByRole('alertdialog', { name: '删除批次' })
    expect(dialog).toHaveTextContent('删除批次 1及其 1 名志愿者的补录记录？此操作不能撤销。')
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getAllByTestId('makeup-batch')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: /删除批次/ }))
    const again = await screen.findByRole('alertdialog', { name: '删除批次' })
    fireEvent.click(within(again).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(screen.queryAllByTestId('makeup-batch')).toHaveLength(0))
    expect(createDraftStore({ storage, adminId: 'admin-1' }).load(pair)?.batches ?? []).toEqual([])
  })

  it('takes dates and times as typed text in the console formats, whatever the browser language', () => {
    const storage = memory()
    createDraftStore({ storage, adminId: 'admin-1' }).save(pair, {
      batches: seeded,
      material: EMPTY_MATERIAL,
    })
    renderEditor({ storage })
    const date = screen.getByLabelText('批次 1 日期')
    const start = screen.getByLabelText('批次 1 开始时间')
    expect(date).toHaveAttribute('type', 'text')
    expect(date).toHaveValue('2026-03-02')
    expect(start).toHaveAttribute('type', 'text')
    expect(start).toHaveValue('08:00')
    fireEvent.change(start, { target: { value: '8:00 AM' } })
    expect(screen.getByText('时间格式应为 时:分')).toBeInTheDocument()
    // The draft's time is on the 24-hour clock, without AM/PM.
    expect(
      screen.getByText(/^草稿已自动保存在本机（([01]\d|2[0-3]):[0-5]\d:[0-5]\d）$/),
    ).toBeInTheDocument()
  })
})
