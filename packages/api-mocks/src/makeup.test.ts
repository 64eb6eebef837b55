import { describe, expect, it } from 'vitest'
import { createDemoStore } from './demo-store'
import { createMakeupState } from './makeup'

const valid = () => ({
  missionId: '1234567890123456789',
  timesInfoId: '1',
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
        {
          userId: '9007199254740994',
          makeupDate: '2026-03-02',
          makeupStartTime: '09:00',
          makeupEndTime: '10:00',
        },
      ],
    },
  ],
})

describe('createMakeupState', () => {
  it('lists a saved submission under its kind only, newest first, filterable by mission', () => {
    const state = createMakeupState(createDemoStore())
    expect(state.save('realtime', valid())).toBeNull()
    expect(state.save('realtime', { ...valid(), missionId: '5' })).toBeNull()
    const page = state.submitted('realtime', { pageNum: 1, pageSize: 10 })
    expect(page.total).toBe(2)
    expect(page.list[0]?.missionId).toBe(5n)
    expect(page.list[1]).toMatchObject({ batchCount: 1, recordCount: 2, status: 0 })
    expect(state.submitted('his', { pageNum: 1, pageSize: 10 }).total).toBe(0)
    const one = state.submitted('realtime', {
      pageNum: 1,
      pageSize: 10,
      missionId: '1234567890123456789',
    })
    expect(one.list.map((row) => row.missionId)).toEqual([1234567890123456789n])
  })

  it('refuses malformed or hostile bodies and stores nothing', () => {
    const state = createMakeupState(createDemoStore())
    const broken = [
      {},
      { ...valid(), missionId: '1; drop table' },
      { ...valid(), missionId: 12 },
      { ...valid(), batches: [] },
      { ...valid(), batches: 'x' },
      { ...valid(), batches: [{ ...valid().batches[0], records: [] }] },
      { ...valid(), batches: [{ ...valid().batches[0], end: '25:00' }] },
      {
        ...valid(),
        batches: [
          {
            ...valid().batches[0],
            records: [{ userId: '<script>', makeupStartTime: '08:00', makeupEndTime: '09:00' }],
          },
        ],
      },
    ]
    for (const body of broken) expect(state.save('his', body)).toEqual(expect.any(String))
    expect(state.submitted('his', { pageNum: 1, pageSize: 10 }).total).toBe(0)
  })

  it('accepts the optional supporting material up to 500 code points and 5 images', () => {
    const state = createMakeupState(createDemoStore())
    const image = 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='
    // 500 astral characters are 1000 UTF-16 units but 500 code points: accepted.
    const description = '𠀀'.repeat(500)
    expect(state.save('his', { ...valid(), material: { description, images: [] } })).toBeNull()
    expect(
      state.save('his', {
        ...valid(),
        material: { description: '设备故障', images: Array(5).fill(image) },
      }),
    ).toBeNull()
    expect(state.submitted('his', { pageNum: 1, pageSize: 10 }).total).toBe(2)
  })

  it('refuses bad supporting material and stores nothing', () => {
    const state = createMakeupState(createDemoStore())
    const image = 'data:image/png;base64,iVBORw0KGgo='
    const materials = [
      null,
      'text',
      { description: '   ', images: [] },
      { images: [image] },
      { description: '𠀀'.repeat(501), images: [] },
      { description: '说明', images: Array(6).fill(image) },
      { description: '说明', images: 'x' },
      { description: '说明', images: ['data:text/html;base64,PHNjcmlwdD4='] },
      { description: '说明', images: ['javascript:alert(1)'] },
      { description: '说明', images: [`${image}"><script>`] },
    ]
    for (const material of materials)
      expect(state.save('his', { ...valid(), material })).toEqual(expect.any(String))
    expect(state.submitted('his', { pageNum: 1, pageSize: 10 }).total).toBe(0)
  })

  it('pages and searches participants by name or id', () => {
    const state = createMakeupState(createDemoStore())
    const all = state.participants({ pageNum: 4, pageSize: 10 })
    expect(all.total).toBe(37)
    expect(all.list).toHaveLength(7)
    expect(
      state
        .participants({ pageNum: 1, pageSize: 10, keyword: '李华2' })
        .list.map((p) => p.userName),
    ).toEqual(['李华2', '李华22'])
    expect(
      state.participants({ pageNum: 1, pageSize: 10, keyword: '9007199254740993' }).total,
    ).toBe(1)
  })
})
