import type { CardImportRow } from '@gdzyz/api-client'
import { describe, expect, it, vi } from 'vitest'
import { sendRows } from './send-rows'

const rows: CardImportRow[] = Array.from({ length: 5 }, (_, i) => ({
  row: i + 2,
  name: '王小明',
  idCard: String(i),
  mobile: '13900000000',
}))
const job = { rows, sliceSize: 2, keys: ['k0-xxxxxxxx', 'k1-xxxxxxxx', 'k2-xxxxxxxx'] }

describe('sendRows', () => {
  it('sends slices in order with their keys and adds up the answers', async () => {
    const send = vi.fn(async (slice: CardImportRow[], _key: string) => ({
      imported: slice.length - 1,
      refused: [{ row: slice[0]?.row ?? 0, field: 'mobile' as const, message: 'x' }],
    }))
    const progress: number[] = []
    const outcome = await sendRows(
      job,
      0,
      send,
      (d) => progress.push(d),
      new AbortController().signal,
    )
    expect(send.mock.calls.map(([slice, key]) => [slice.map((r) => r.row), key])).toEqual([
      [[2, 3], 'k0-xxxxxxxx'],
      [[4, 5], 'k1-xxxxxxxx'],
      [[6], 'k2-xxxxxxxx'],
    ])
    expect(progress).toEqual([2, 4, 5])
    expect(outcome).toMatchObject({ status: 'done', imported: 2, nextSlice: 3 })
    expect(outcome.refused.map((r) => r.row)).toEqual([2, 4, 6])
  })

  it('stops at a failed slice and goes on from it with the same key', async () => {
    const failure = new Error('network')
    const send = vi
      .fn()
      .mockResolvedValueOnce({ imported: 2, refused: [] })
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({ imported: 1, refused: [] })
    const signal = new AbortController().signal
    const first = await sendRows(job, 0, send, () => {}, signal)
    expect(first).toEqual({
      status: 'failed',
      error: failure,
      imported: 2,
      refused: [],
      nextSlice: 1,
    })
    const rest = await sendRows(job, first.nextSlice, send, () => {}, signal)
    expect(rest).toMatchObject({ status: 'done', imported: 2 })
    expect(send.mock.calls.map(([, key]) => key)).toEqual([
      'k0-xxxxxxxx',
      'k1-xxxxxxxx',
      'k1-xxxxxxxx',
      'k2-xxxxxxxx',
    ])
  })

  it('cancelling stops before the next slice', async () => {
    const controller = new AbortController()
    const send = vi.fn(async () => {
      controller.abort()
      return { imported: 2, refused: [] }
    })
    const outcome = await sendRows(job, 0, send, () => {}, controller.signal)
    expect(outcome).toEqual({ status: 'cancelled', imported: 2, refused: [], nextSlice: 1 })
    expect(send).toHaveBeenCalledTimes(1)
  })
})
