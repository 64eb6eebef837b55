import { type ApiClient, createApiClient, loginByOrgPassword, type Notify } from '@gdzyz/api-client'
import { getResponse } from 'msw'
import SparkMD5 from 'spark-md5'
import { createHandlers } from './create-handlers'
import { DEMO_PASSWORD } from './demo-accounts'
import type { KeyValueStorage } from './demo-store'
import { createMockBackend } from './mock-backend'

/** A demo-state storage held in memory (tests share one to model a reload). */
export const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>()
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  }
}

/**
 * Tests only: an api client answered in-process by the demo handlers over `storage`, signed in
 * as the super admin. `notify` receives the client's error notices.
 */
export const signedInClient = async (
  storage: KeyValueStorage = memoryStorage(),
  notify: Notify = () => undefined,
): Promise<ApiClient> => {
  const handlers = createHandlers(createMockBackend({ storage }))
  let token: string | null = null
  const client = createApiClient({
    baseUrl: 'https://mock.test',
    getToken: () => token,
    notify,
    fetch: async (input, init) =>
      (await getResponse(handlers, new Request(input, init))) ??
      new Response(null, { status: 404 }),
  })
  const answer = await loginByOrgPassword(client, {
    userName: 'gd_super',
    loginType: 2,
    password: SparkMD5.hash(DEMO_PASSWORD),
    sessionId: 's',
    sig: 'g',
    verifyToken: 't',
  })
  token = answer.other?.access_token ?? null
  return client
}

/** What a promise rejects with, or undefined when it resolves. */
export const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  )
