import {
  createApiClient,
  getResourceRecord,
  importCardApplications,
  listResource,
  loginByOrgPassword,
} from '@gdzyz/api-client'
import { getResponse } from 'msw'
import SparkMD5 from 'spark-md5'
import { describe, expect, it, vi } from 'vitest'
import { CARD_RESOURCE } from './card-import'
import { createHandlers } from './create-handlers'
import { DEMO_PASSWORD } from './demo-accounts'
import type { KeyValueStorage } from './demo-store'
import { createMockBackend } from './mock-backend'

const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>()
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  }
}

const setup = async (storage: KeyValueStorage = memoryStorage()) => {
  const handlers = createHandlers(createMockBackend({ storage }))
  let token: string | null = null
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify: vi.fn(),
    fetch: async (input, init) => {
      const request = new Request(input, init)
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 })
    },
  })
  const answer = await loginByOrgPassword(client, {
    userName: 'gz_admin',
    loginType: 2,
    password: SparkMD5.hash(DEMO_PASSWORD),
    sessionId: 's',
    sig: 'g',
    verifyToken: 't',
  })
  token = answer.other?.access_token ?? null
  return { client, storage }
}

const fail = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  )

const good = (row: number, idCard: string, name = '王小明') => ({
  row,
  name,
  idCard,
  mobile: '13912345678',
})

const searchIdCard = async (client: Awaited<ReturnType<typeof setup>>['client'], id: string) =>
  (await listResource(client, CARD_RESOURCE, { pageNum: 1, pageSize: 10, keyword: id })).list

describe('demo batch card import', () => {
  it('adds the valid rows as pending applications and refuses the bad ones with why', async () => {
    const { client, storage } = await setup()
    const before = (await listResource(client, CARD_RESOURCE, { pageNum: 1, pageSize: 10 })).total
    const result = await importCardApplications(
      client,
      [
        good(2, '11010519491231002X'),
        { row: 3, name: '李', idCard: '110105194912310021', mobile: '12345' },
        good(4, '11010519491231002X', '赵六'),
        { row: 5, name: '<script>', idCard: '', mobile: '=1+1' },
        good(6, '44010619900101123X'),
      ],
      'import-key-1',
    )
    expect(result.refused).toEqual([
      { row: 3, field: 'name', message: '请输入正确的姓名' },
      { row: 3, field: 'idCard', message: '您输入的身份证号码校验位不正确，请重新输入' },
      { row: 3, field: 'mobile', message: '手机号码有误，请重填' },
      { row: 4, field: 'idCard', message: '身份证号与本次导入的另一行重复' },
      { row: 5, field: 'name', message: '请输入正确的姓名' },
      { row: 5, field: 'idCard', message: '请输入身份证号码' },
      { row: 5, field: 'mobile', message: '手机号码有误，请重填' },
      { row: 6, field: 'idCard', message: '您输入的身份证号码校验位不正确，请重新输入' },
    ])
    expect(result.imported).toBe(1)
    const after = await listResource(client, CARD_RESOURCE, { pageNum: 1, pageSize: 10 })
    expect(after.total).toBe(before + 1)
    const [added] = await searchIdCard(client, '11010519491231002X')
    expect(added).toMatchObject({ name: '王小明', status: 0, districtId: '440100' })
    const record = await getResourceRecord(client, CARD_RESOURCE, String(added?.id))
    expect(record).toMatchObject({ mobile: '13912345678', importedBy: 'gz_admin' })

    // Persisted: a new backend over the same storage still lists it.
    const again = await setup(storage)
    expect(await searchIdCard(again.client, '11010519491231002X')).toHaveLength(1)
  })

  it('a repeated idempotency key adds nothing; an ID card already applied for is refused', async () => {
    const { client } = await setup()
    const rows = [good(2, '11010519491231002X')]
    const first = await importCardApplications(client, rows, 'import-key-2')
    const replay = await importCardApplications(client, rows, 'import-key-2')
    expect(replay).toEqual(first)
    expect(await searchIdCard(client, '11010519491231002X')).toHaveLength(1)
    const second = await importCardApplications(client, rows, 'import-key-3')
    expect(second).toEqual({
      imported: 0,
      refused: [{ row: 2, field: 'idCard', message: '该身份证号已提交制证申请' }],
    })
  })

  it('refuses a request without rows, with too many rows or without a key', async () => {
    const { client } = await setup()
    expect(await fail(importCardApplications(client, [], 'import-key-4'))).toMatchObject({
      msg: '没有可导入的行',
    })
    const many = Array.from({ length: 1001 }, (_, i) => good(i + 2, '11010519491231002X'))
    expect(await fail(importCardApplications(client, many, 'import-key-5'))).toMatchObject({
      msg: '一次最多导入1000行',
    })
    expect(await fail(importCardApplications(client, [good(2, 'x')], 'short'))).toMatchObject({
      msg: '缺少幂等键',
    })
  })
})
