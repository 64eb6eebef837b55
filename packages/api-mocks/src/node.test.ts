import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockRequestListener } from './node'

describe('createMockRequestListener', () => {
  const listener = createMockRequestListener()
  const server = createServer((req, res) => void listener(req, res))
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers /v2/api and /api from the handlers and 404 elsewhere', async () => {
    const menu = await fetch(`${base}/v2/api/gdzyz/manage/pc/common/menutree/leftMenu`)
    expect(menu.status).toBe(401)
    expect(await menu.json()).toMatchObject({ code: 401 })
    const token = await fetch(`${base}/api/hszh/pcLoginToken`)
    expect(token.status).toBe(401)
    const announcements = await fetch(`${base}/v2/api/gdzyz/home/announcement/list?showType=4`)
    expect((await announcements.json()).data.length).toBeGreaterThan(0)
    expect((await fetch(`${base}/admin/index.html`)).status).toBe(404)
    expect((await fetch(`${base}/v2/api/unknown`)).status).toBe(404)
  })
})
