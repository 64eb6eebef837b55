import { ShellProvider } from '@gdzyz/ui-shell'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MaterialDraft } from './detail-page'
import { createDraftStore, type DraftStorage } from './draft-store'
import { EMPTY_MATERIAL } from './types'

const memory = (): DraftStorage => {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

const pair = { missionId: '1234567890123456789', timesInfoId: '7' }
const encode = async (file: Blob) => file
let n = 0
const readImage = vi.fn(async () => `data:image/jpeg;base64,AAAA${n++}`)

function renderDraft(storage: DraftStorage, adminId = 'admin-1') {
  return render(
    <ShellProvider toaster={false}>
      <MaterialDraft
        adminId={adminId}
        pair={pair}
        storage={storage}
        encode={encode}
        readImage={readImage}
      />
    </ShellProvider>,
  )
}

const description = () => screen.getByRole('textbox', { name: /补录说明/ })

async function chooseImage(name = 'proof.png', type = 'image/png') {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')
  if (!input) throw new Error('no file input')
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'], name, { type })] } })
  })
}

describe('MaterialDraft (提交补录材料)', () => {
  it('says the description is required after leaving it blank, and counts code points', () => {
    renderDraft(memory())
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.blur(description())
    expect(screen.getByRole('alert')).toHaveTextContent('请填写补录说明')
    expect(description()).toHaveAttribute('aria-invalid', 'true')
    fireEvent.change(description(), { target: { value: '𠀀'.repeat(501) } })
    expect(screen.getByRole('alert')).toHaveTextContent('补录说明不能超过 500 字（当前 501 字）')
    expect(screen.getByText('501/500')).toBeInTheDocument()
    fireEvent.change(description(), { target: { value: '𠀀'.repeat(500) } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the description and images in the admin draft, beside the batches', async () => {
    const storage = memory()
    const batches = [{ id: 'b1', date: '2026-03-02', start: '08:00', end: '12:00', records: [] }]
    createDraftStore({ storage, adminId: 'admin-1' }).save(pair, {
      batches,
      material: EMPTY_MATERIAL,
    })
    const first = renderDraft(storage)
    fireEvent.change(description(), { target: { value: '签到设备故障' } })
    await chooseImage()
    expect(screen.getAllByTestId('makeup-proof-image')).toHaveLength(1)
    first.unmount()

    const stored = createDraftStore({ storage, adminId: 'admin-1' }).load(pair)
    expect(stored?.batches).toEqual(batches)
    expect(stored?.material.description).toBe('签到设备故障')
    expect(stored?.material.images).toHaveLength(1)

    const again = renderDraft(storage)
    expect(description()).toHaveValue('签到设备故障')
    expect(screen.getByRole('img', { name: '证明图片 1' })).toBeInTheDocument()
    again.unmount()
    renderDraft(storage, 'admin-2')
    expect(description()).toHaveValue('')
  })

  it('takes at most five images, removes one on request, and refuses non-images', async () => {
    const storage = memory()
    renderDraft(storage)
    fireEvent.change(description(), { target: { value: '现场照片' } })
    await chooseImage('notes.txt', 'text/plain')
    expect(screen.queryAllByTestId('makeup-proof-image')).toHaveLength(0)
    for (let i = 0; i < 5; i++) await chooseImage()
    expect(screen.getAllByTestId('makeup-proof-image')).toHaveLength(5)
    expect(screen.getByText('已达到 5 张上限。')).toBeInTheDocument()
    expect(document.querySelector('input[type=file]')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '删除证明图片 2' }))
    expect(screen.getAllByTestId('makeup-proof-image')).toHaveLength(4)
    expect(
      createDraftStore({ storage, adminId: 'admin-1' }).load(pair)?.material.images,
    ).toHaveLength(4)
    expect(screen.getByText('添加证明图片（4/5）')).toBeInTheDocument()
  })

  it('says so when a compressed image cannot be read, and keeps the others', async () => {
    renderDraft(memory())
    readImage.mockRejectedValueOnce(new Error('read error'))
    await chooseImage()
    expect(screen.getByRole('alert')).toHaveTextContent('图片读取失败，请重新选择。')
    expect(screen.queryAllByTestId('makeup-proof-image')).toHaveLength(0)
  })
})
