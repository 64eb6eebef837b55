import { getResponse } from 'msw'
import SparkMD5 from 'spark-md5'
import { describe, expect, it } from 'vitest'
import { createHandlers } from './create-handlers'
import { resourceNamed } from './data/registry'
import { DEMO_PASSWORD } from './demo-accounts'
import { createMockBackend } from './mock-backend'

const MISSION = String(resourceNamed('mission')?.base ?? 0n)
const ORIGIN = 'https://mock.test'
const API = '/v2/api/gdzyz/manage/pc/mission/signInCode'

const session = () => {
  const storage = new Map<string, string>()
  const kv = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  }
  const backend = createMockBackend({ storage: kv })
  const login = backend.login('gd_super', SparkMD5.hash(DEMO_PASSWORD))
  if (!login.ok) throw new Error(login.msg)
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await getResponse(
      createHandlers(backend),
      new Request(`${ORIGIN}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${login.token}`, 'Content-Type': 'application/json' },
      }),
    )
    return JSON.parse((await response?.text()) ?? '{}')
  }
  return { call, kv }
}

const refresh = (missionId: unknown) => ({
  method: 'POST',
  body: JSON.stringify({ missionId }),
})

describe('mission sign-in code (demo backend)', () => {
  it('gives a seeded mission a stable token and its title', async () => {
    const { call } = session()
    const first = await call(`${API}?missionId=${MISSION}`)
    const again = await call(`${API}?missionId=${MISSION}`)
    expect(first.code).toBe(1)
    expect(first.data.token).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(first.data.title).not.toBe('')
    expect(again.data.token).toBe(first.data.token)
  })

  it('刷新 issues a new token that the next read returns, kept in the demo storage', async () => {
    const { call, kv } = session()
    const before = (await call(`${API}?missionId=${MISSION}`)).data.token
    const refreshed = await call(`${API}/refresh`, refresh(MISSION))
    expect(refreshed.code).toBe(1)
    expect(refreshed.data.token).not.toBe(before)
    expect((await call(`${API}?missionId=${MISSION}`)).data.token).toBe(refreshed.data.token)
    const reloaded = createMockBackend({ storage: kv })
    expect(reloaded.record('mission', MISSION)?.signInToken).toBe(refreshed.data.token)
  })

  it('refuses malformed and unknown missions with a message', async () => {
    const { call } = session()
    for (const bad of ['', 'abc', '1 OR 1=1', '9'.repeat(21)]) {
      expect(await call(`${API}?missionId=${encodeURIComponent(bad)}`)).toMatchObject({
        code: 0,
        msg: '活动编号无效',
      })
    }
    expect(await call(`${API}?missionId=1`)).toMatchObject({ code: 0, msg: '活动不存在或已删除' })
    expect(await call(`${API}/refresh`, refresh(42))).toMatchObject({
      code: 0,
      msg: '活动编号无效',
    })
    expect(await call(`${API}/refresh`, { method: 'POST', body: '{' })).toMatchObject({
      code: 0,
      msg: '活动编号无效',
    })
    expect(await call(`${API}/refresh`, refresh('1'))).toMatchObject({
      code: 0,
      msg: '活动不存在或已删除',
    })
  })
})
