import { createApiClient, loginByOrgPassword, uploadImage } from '@gdzyz/api-client'
import { getResponse } from 'msw'
import SparkMD5 from 'spark-md5'
import { describe, expect, it, vi } from 'vitest'
import { createHandlers } from './create-handlers'
import { DEMO_PASSWORD } from './demo-accounts'
import { createMockBackend } from './mock-backend'
import { DEMO_IMAGE_BASE, MAX_IMAGE_BYTES } from './uploads'

const setup = async (signIn = true) => {
  const handlers = createHandlers(createMockBackend())
  let token: string | null = null
  const notify = vi.fn()
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
    (await getResponse(handlers, new Request(input, init))) ?? new Response(null, { status: 404 })
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify,
    fetch,
  })
  if (signIn) {
    const answer = await loginByOrgPassword(client, {
      userName: 'gd_super',
      loginType: 2,
      password: SparkMD5.hash(DEMO_PASSWORD),
      sessionId: 's',
      sig: 'g',
      verifyToken: 't',
    })
    token = answer.other?.access_token ?? null
  }
  return { client, fetch, notify }
}

const jpeg = (size = 64) => new Blob([new Uint8Array(size).fill(7)], { type: 'image/jpeg' })

describe('demo image upload', () => {
  it('stores an image and serves its bytes at the https address it answers', async () => {
    const { client, fetch } = await setup()
    const url = await uploadImage(client, jpeg(), 'a.jpg')
    expect(url.startsWith(DEMO_IMAGE_BASE)).toBe(true)
    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(64).fill(7))
    expect((await fetch(`${DEMO_IMAGE_BASE}missing.jpg`)).status).toBe(404)
  })

  it.each([
    [
      new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' }),
      '只能上传 JPG、PNG、GIF 或 WebP 图片',
    ],
    [new Blob(['hello'], { type: 'text/html' }), '只能上传 JPG、PNG、GIF 或 WebP 图片'],
    [new Blob([], { type: 'image/png' }), '图片文件为空'],
    [new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)], { type: 'image/png' }), '图片不能超过 10 MB'],
  ])('refuses %#: %s', async (file, msg) => {
    const { client, notify } = await setup()
    await expect(uploadImage(client, file)).rejects.toMatchObject({ msg })
    expect(notify).toHaveBeenCalledWith(msg, expect.anything())
  })

  it('refuses a request without a session (401)', async () => {
    const { client } = await setup(false)
    await expect(uploadImage(client, jpeg())).rejects.toMatchObject({ status: 401 })
  })
})
