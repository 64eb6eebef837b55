import SparkMD5 from 'spark-md5'
import { describe, expect, it } from 'vitest'
import { AUDIT_COUNTERS } from './audit-counters'
import type { ListQuery } from './data/query'
import { RESOURCES as DEMO_RESOURCES } from './data/registry'
import { DEMO_PASSWORD } from './demo-accounts'
import { DEMO_STATE_KEY, type KeyValueStorage } from './demo-store'
import { createMockBackend, type MockBackend } from './mock-backend'

const md5 = (text: string) => SparkMD5.hash(text)

const browserStorage = () => {
  const items = new Map<string, string>()
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
  return { storage, items }
}

const signedIn = (backend: MockBackend, userName = 'gd_super') => {
  const result = backend.login(userName, md5(DEMO_PASSWORD))
  if (!result.ok) throw new Error(result.msg)
  return result.token
}

const pending = (backend: MockBackend, resource: string): number => {
  const query: ListQuery = { pageNum: 1, pageSize: 10, status: 0, sortOrder: 'asc' }
  const result = backend.listPage(resource, query)
  if (!result.ok) throw new Error(result.msg)
  return result.page.total
}

const makeupBody = {
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
      ],
    },
  ],
}

describe('demo state across reloads and tabs', () => {
  it('keeps sessions, profile, password, make-up saves and record changes', () => {
    const { storage } = browserStorage()
    const first = createMockBackend({ storage })
    const token = signedIn(first)
    const account = first.accountFor(token)
    if (!account) throw new Error('no account')
    first.updateProfile(account, { mobile: '13912345678', idpicPath: 'data:image/png;base64,AA' })
    expect(first.changePassword(account, md5(DEMO_PASSWORD), md5('New@2026pass'))).toBe(true)
    const submitted = first.makeup.submitted('realtime', { pageNum: 1, pageSize: 10 }).total
    expect(first.makeup.save('realtime', makeupBody)).toBeNull()
    const page = first.listPage('regist_audit', {
      pageNum: 1,
      pageSize: 10,
      sortOrder: 'asc',
      status: 0,
    })
    const id = page.ok ? String(page.page.list[0]?.id) : ''
    const before = pending(first, 'regist_audit')
    expect(first.patchRecord('regist_audit', id, { status: 1 })).toBe(true)

    // A reload (or another tab): a new backend over the same storage.
    const reloaded = createMockBackend({ storage })
    const again = reloaded.accountFor(token)
    expect(again?.userName).toBe('gd_super')
    expect(again && reloaded.profile(again)).toMatchObject({
      mobile: '13912345678',
      idpicPath: 'data:image/png;base64,AA',
    })
    expect(reloaded.login('gd_super', md5(DEMO_PASSWORD))).toMatchObject({ ok: false })
    expect(reloaded.login('gd_super', md5('New@2026pass'))).toMatchObject({ ok: true })
    expect(reloaded.makeup.submitted('realtime', { pageNum: 1, pageSize: 10 }).total).toBe(
      submitted + 1,
    )
    expect(reloaded.record('regist_audit', id)).toMatchObject({ status: 1 })
    expect(pending(reloaded, 'regist_audit')).toBe(before - 1)
    // The first tab sees what the second one does.
    reloaded.logout(token)
    expect(first.accountFor(token)).toBeUndefined()
  })

  it('reset restores the seeded data and ends every session', () => {
    const { storage } = browserStorage()
    const tab1 = createMockBackend({ storage })
    const tab2 = createMockBackend({ storage })
    const token = signedIn(tab1)
    const seeded = pending(tab1, 'regist_audit')
    const first = tab1.listPage('regist_audit', {
      pageNum: 1,
      pageSize: 10,
      status: 0,
      sortOrder: 'asc',
    })
    const id = first.ok ? String(first.page.list[0]?.id) : ''
    tab1.patchRecord('regist_audit', id, { status: 2 })
    expect(pending(tab2, 'regist_audit')).toBe(seeded - 1)
    tab2.reset()
    expect(pending(tab1, 'regist_audit')).toBe(seeded)
    expect(tab1.record('regist_audit', id)?.status).toBe(0)
    expect(tab1.accountFor(token)).toBeUndefined()
  })

  it('answers with fresh data when the stored state is corrupt', () => {
    const { storage, items } = browserStorage()
    items.set(DEMO_STATE_KEY, '{"version":1,"tokens":')
    const backend = createMockBackend({ storage })
    expect(backend.accountFor('anything')).toBeUndefined()
    const token = signedIn(backend)
    expect(backend.accountFor(token)?.userName).toBe('gd_super')
  })

  it('refuses patches of unknown rows', () => {
    const backend = createMockBackend()
    expect(backend.patchRecord('regist_audit', '1', { status: 1 })).toBe(false)
    expect(backend.patchRecord('nope', '1234567890123456789', { status: 1 })).toBe(false)
  })
})

describe('audit counters', () => {
  it('equal the pending rows of each list, before and after a change', () => {
    const backend = createMockBackend()
    const account = backend.accountFor(signedIn(backend))
    if (!account) throw new Error('no account')
    const counts = backend.auditStatic(account) as Record<string, number>
    for (const { key, resource } of AUDIT_COUNTERS) {
      expect(counts[key], key).toBe(pending(backend, resource))
      expect(counts[key], key).toBeGreaterThan(0)
    }
    const page = backend.listPage('volunteer_password_appeal', {
      pageNum: 1,
      pageSize: 10,
      status: 0,
      sortOrder: 'asc',
    })
    const id = page.ok ? String(page.page.list[0]?.id) : ''
    backend.patchRecord('volunteer_password_appeal', id, { status: 1 })
    expect((backend.auditStatic(account) as Record<string, number>).userAppeal).toBe(
      (counts.userAppeal ?? 0) - 1,
    )
    expect(backend.makeup.save('realtime', makeupBody)).toBeNull()
    expect((backend.auditStatic(account) as Record<string, number>).missionAudit).toBe(
      (counts.missionAudit ?? 0) + 1,
    )
  })

  it('count every audit list: each equals the total its list shows with status 0', () => {
    const backend = createMockBackend()
    const before = backend.pendingCounts()
    const audits = DEMO_RESOURCES.filter((def) => def.audit).map((def) => def.name)
    expect(Object.keys(before).sort()).toEqual([...audits].sort())
    expect(audits).toContain('mission_supp_audit_his')
    for (const resource of audits) {
      expect(before[resource], resource).toBe(pending(backend, resource))
      expect(before[resource], resource).toBeGreaterThan(0)
    }
    const page = backend.listPage('tuanwei_appeal', {
      pageNum: 1,
      pageSize: 10,
      status: 0,
      sortOrder: 'asc',
    })
    const id = page.ok ? String(page.page.list[0]?.id) : ''
    const answer = backend.decisions.one(
      'tuanwei_appeal',
      id,
      { decision: 'reject', reason: '材料不全', idempotencyKey: 'count-after-1' },
      'gd_super',
    )
    expect(answer.code).toBe(1)
    const after = backend.pendingCounts()
    expect(after.tuanwei_appeal).toBe((before.tuanwei_appeal ?? 0) - 1)
    expect(after.tuanwei_appeal).toBe(pending(backend, 'tuanwei_appeal'))
    expect(after.regist_audit).toBe(before.regist_audit)
  })
})
