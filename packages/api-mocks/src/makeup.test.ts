import { describe, expect, it } from 'vitest'
import { createDecisionState } from './decisions'
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

const page = (state: ReturnType<typeof createMakeupState>, kind: 'realtime' | 'his') =>
  state.submitted(kind, { pageNum: 1, pageSize: 10 })

describe('createMakeupState', () => {
  it('lists a saved submission under its kind only, newest first, filterable by mission', () => {
    let clock = Date.UTC(2026, 5, 1)
    const state = createMakeupState(createDemoStore(), () => (clock += 60_000))
    const seeded = { realtime: page(state, 'realtime').total, his: page(state, 'his').total }
    expect(seeded.realtime).toBeGreaterThan(0)
    expect(state.save('realtime', valid())).toBeNull()
    expect(state.save('realtime', { ...valid(), missionId: '5' })).toBeNull()
    const now = page(state, 'realtime')
    expect(now.total).toBe(seeded.realtime + 2)
    expect(now.list[0]?.missionId).toBe(5n)
    // Two volunteers, 4 h and 1 h: 5 hours, counted once the batch is approved.
    expect(now.list[1]).toMatchObject({
      batchCount: 1,
      recordCount: 2,
      serviceHours: 5,
      countedHours: 0,
      status: 0,
      submittedAt: '2026-06-01 08:01:00',
    })
    expect(page(state, 'his').total).toBe(seeded.his)
    const one = state.submitted('realtime', {
      pageNum: 1,
      pageSize: 10,
      missionId: '1234567890123456789',
    })
    expect(one.list.map((row) => row.missionId)).toEqual([1234567890123456789n])
  })

  it('shows the decision on a batch: approved hours count, a rejection carries its reason', () => {
    const store = createDemoStore()
    const state = createMakeupState(store)
    const decisions = createDecisionState(store)
    expect(state.save('his', valid())).toBeNull()
    expect(state.save('his', { ...valid(), missionId: '7' })).toBeNull()
    const [rejected, approved] = page(state, 'his').list.map((row) => String(row.id))
    const key = (n: number) => `key-${n}-makeup`
    const resource = 'mission_supp_audit_his'
    expect(
      decisions.one(
        resource,
        String(approved),
        { decision: 'approve', idempotencyKey: key(1) },
        'a',
      ).code,
    ).toBe(1)
    expect(
      decisions.one(
        resource,
        String(rejected),
        { decision: 'reject', reason: '签到时间与活动时段不符', idempotencyKey: key(2) },
        'a',
      ).code,
    ).toBe(1)
    const [first, second] = page(state, 'his').list
    expect(first).toMatchObject({
      status: 2,
      countedHours: 0,
      rejectReason: '签到时间与活动时段不符',
    })
    expect(second).toMatchObject({ status: 1, serviceHours: 5, countedHours: 5 })
    expect(second).not.toHaveProperty('rejectReason')
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
    const seeded = page(state, 'his').total
    for (const body of broken) expect(state.save('his', body)).toEqual(expect.any(String))
    expect(page(state, 'his').total).toBe(seeded)
  })

  it('accepts the optional supporting material up to 500 code points and 5 images', () => {
    const state = createMakeupState(createDemoStore())
    const image = 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='
    // 500 astral characters are 1000 UTF-16 units but 500 code points: accepted.
    const description = '𠀀'.repeat(500)
    const seeded = page(state, 'his').total
    expect(state.save('his', { ...valid(), material: { description, images: [] } })).toBeNull()
    expect(
      state.save('his', {
        ...valid(),
        material: { description: '设备故障', images: Array(5).fill(image) },
      }),
    ).toBeNull()
    expect(page(state, 'his').total).toBe(seeded + 2)
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
    const seeded = page(state, 'his').total
    for (const material of materials)
      expect(state.save('his', { ...valid(), material })).toEqual(expect.any(String))
    expect(page(state, 'his').total).toBe(seeded)
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
