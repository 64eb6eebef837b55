import SparkMD5 from 'spark-md5'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from './demo-accounts'
import { modifyMission, publishMission } from './mission-publish'
import { createMockBackend } from './mock-backend'

const NOW = Date.UTC(2026, 2, 1, 2, 0)
const body = (over: Record<string, unknown> = {}) => ({
  title: '社区长者关爱探访',
  missionType: '关爱帮扶',
  districtId: '440100',
  address: '广州市越秀区北京街道文德路 12 号',
  startDate: '2026-03-02',
  endDate: '2026-03-10',
  startTime: '08:30',
  endTime: '12:00',
  recruitCount: 30,
  contactName: '陈晓明',
  mobile: '13800138000',
  description: '探访辖区独居长者，协助整理家居、陪伴聊天。',
  posts: [{ name: '探访员', count: 20, requirement: '' }],
  sessions: [{ date: '2026-03-02', startTime: '08:30', endTime: '12:00' }],
  ...over,
})

const fresh = () => {
  const storage = new Map<string, string>()
  const kv = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  }
  const backend = createMockBackend({ storage: kv })
  backend.login('gd_super', SparkMD5.hash(DEMO_PASSWORD))
  return { backend, kv }
}

const find = (backend: ReturnType<typeof createMockBackend>, keyword: string) => {
  const page = backend.listPage('mission', { pageNum: 1, pageSize: 10, keyword, sortOrder: 'desc' })
  return page.ok ? page.page : { total: -1, list: [] }
}

describe('活动发布 (demo backend)', () => {
  it('creates the mission with its posts and sessions; 活动查询 finds it after a reload', () => {
    const { backend, kv } = fresh()
    const answer = publishMission(backend, body(), NOW)
    expect(answer.code).toBe(1)
    const id = String((answer.data as { id: bigint }).id)
    const reloaded = createMockBackend({ storage: kv })
    const found = find(reloaded, '社区长者关爱探访')
    expect(found.total).toBe(1)
    expect(String(found.list[0]?.id)).toBe(id)
    expect(found.list[0]).toMatchObject({ districtName: '广州市', status: 0, joinedCount: 0 })
    expect(reloaded.record('mission', id)).toMatchObject({
      posts: [{ name: '探访员', count: 20, requirement: '' }],
      sessions: [{ date: '2026-03-02', startTime: '08:30', endTime: '12:00' }],
      mobile: '13800138000',
    })
  })

  it('names every bad field at once, posts and sessions by index, and stores nothing', () => {
    const { backend } = fresh()
    const answer = publishMission(
      backend,
      body({
        mobile: '12345',
        contactName: 'Tom',
        endDate: '2026-03-01',
        recruitCount: 10,
        posts: [{ name: '', count: 20 }],
        sessions: [{ date: '2026-04-01', startTime: '09:00', endTime: '08:00' }],
      }),
      NOW,
    )
    expect(answer.code).toBe(0)
    const fields = (answer.data as { fieldErrors: { field: string; message: string }[] })
      .fieldErrors
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'mobile', message: '手机号码有误，请重填' },
        { field: 'contactName', message: '请输入正确的姓名' },
        { field: 'endDate', message: '结束日期不能早于开始日期' },
        { field: 'posts.0.name', message: '请输入岗位名称' },
        { field: 'posts', message: '岗位人数合计不能超过招募人数（10 人）' },
        { field: 'sessions.0.endTime', message: '结束时间必须晚于开始时间' },
      ]),
    )
    expect(find(backend, '社区长者关爱探访').total).toBe(0)
  })

  it('refuses a start in the past, missing lists and hostile shapes', () => {
    const { backend } = fresh()
    const past = publishMission(backend, body({ startDate: '2026-02-28' }), NOW)
    expect(past.data).toEqual({
      fieldErrors: [{ field: 'startDate', message: '开始日期不能早于今天' }],
    })
    const shapes = publishMission(
      backend,
      body({ posts: 'x', sessions: [null], recruitCount: '30', missionType: '<img src=x>' }),
      NOW,
    )
    const fields = (shapes.data as { fieldErrors: { field: string }[] }).fieldErrors.map(
      (e) => e.field,
    )
    expect(fields).toEqual(
      expect.arrayContaining(['posts', 'sessions.0.date', 'recruitCount', 'missionType']),
    )
    expect(find(backend, '社区长者关爱探访').total).toBe(0)
  })

  it('keeps hostile text as text', () => {
    const { backend } = fresh()
    const title = '<script>alert(1)</script>关爱'
    const answer = publishMission(backend, body({ title }), NOW)
    expect(answer.code).toBe(1)
    expect(find(backend, '<script>').list[0]?.title).toBe(title)
  })
})

const fieldsOf = (answer: { data: unknown }) =>
  (answer.data as { fieldErrors: { field: string; message: string }[] }).fieldErrors

describe('历史活动发布 (demo backend)', () => {
  const past = { startDate: '2026-02-10', endDate: '2026-02-20' }
  const pastSessions = [{ date: '2026-02-12', startTime: '08:30', endTime: '12:00' }]

  it('records a mission that already took place', () => {
    const { backend } = fresh()
    const answer = publishMission(backend, body({ ...past, sessions: pastSessions }), NOW, true)
    expect(answer.code).toBe(1)
    expect(find(backend, '社区长者关爱探访').list[0]).toMatchObject({ startDate: '2026-02-10' })
  })

  it('refuses an end date after today and keeps the other rules', () => {
    const { backend } = fresh()
    const answer = publishMission(
      backend,
      body({ startDate: '2026-02-10', endDate: '2026-03-05', mobile: '1' }),
      NOW,
      true,
    )
    expect(fieldsOf(answer)).toEqual(
      expect.arrayContaining([
        { field: 'endDate', message: '历史活动的结束日期不能晚于今天' },
        { field: 'mobile', message: '手机号码有误，请重填' },
      ]),
    )
    expect(find(backend, '社区长者关爱探访').total).toBe(0)
  })
})

describe('活动修改 (demo backend)', () => {
  const published = () => {
    const { backend } = fresh()
    const answer = publishMission(backend, body({ email: 'a@b.cn' }), NOW)
    return { backend, id: String((answer.data as { id: bigint }).id) }
  }

  it('replaces the fields, posts and sessions; an email left out is cleared', () => {
    const { backend, id } = published()
    const changed = body({
      title: '社区长者关爱探访（改）',
      posts: [{ name: '陪护员', count: 5, requirement: '' }],
    })
    const answer = modifyMission(backend, id, changed, NOW + 5 * 86_400_000)
    expect(answer.code).toBe(1)
    expect(backend.record('mission', id)).toMatchObject({
      title: '社区长者关爱探访（改）',
      email: '',
      posts: [{ name: '陪护员', count: 5, requirement: '' }],
      startDate: '2026-03-02',
    })
  })

  it('refuses a start moved into the past, bad sessions, and an unknown mission', () => {
    const { backend, id } = published()
    const later = NOW + 5 * 86_400_000
    const moved = modifyMission(backend, id, body({ startDate: '2026-03-01' }), later)
    expect(fieldsOf(moved)).toEqual([{ field: 'startDate', message: '开始日期不能早于今天' }])
    const bad = modifyMission(
      backend,
      id,
      body({ sessions: [{ date: '2026-03-03', startTime: '10:00', endTime: '09:00' }] }),
      later,
    )
    expect(fieldsOf(bad)).toEqual([
      { field: 'sessions.0.endTime', message: '结束时间必须晚于开始时间' },
    ])
    expect(backend.record('mission', id)?.title).toBe('社区长者关爱探访')
    expect(modifyMission(backend, '1', body(), later)).toMatchObject({
      code: 0,
      msg: '活动不存在或已删除',
    })
  })
})

describe('活动总结 (demo backend)', () => {
  it('stores the summary, refuses an empty one, a foreign image and an unknown mission', () => {
    const { backend } = fresh()
    const answer = publishMission(backend, body(), NOW)
    const id = String((answer.data as { id: bigint }).id)
    const run = (input: Record<string, unknown>) =>
      backend.mutations.action('mission_summary', input, 'gd_super')
    expect(fieldsOf(run({ id, summary: ' ' }))).toEqual([
      { field: 'summary', message: '此项为必填项' },
    ])
    expect(fieldsOf(run({ id, summary: '好', summaryImage: 'javascript:alert(1)' }))).toEqual([
      { field: 'summaryImage', message: '图片格式不正确' },
    ])
    expect(run({ id: '1', summary: '好' })).toMatchObject({ code: 0 })
    expect(run({ id, summary: '共服务长者 40 人次。' }).code).toBe(1)
    expect(backend.record('mission', id)).toMatchObject({ summary: '共服务长者 40 人次。' })
  })
})
