import { vi } from 'vitest'
import { createApiClient } from '../create-api-client'
import type { ApiClientOptions } from '../types'

/** A fetch stub answering every request with `answer(request)`, and the requests it saw. */
export const stubFetch = (answer: (request: Request) => Response | Promise<Response>) => {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    requests.push(request)
    return answer(request)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests }
}

export const jsonResponse = (text: string, status = 200) =>
  new Response(text, { status, headers: { 'Content-Type': 'application/json' } })

/** A client over a stub answering with `answer`, with a notify spy. */
export const clientWith = (
  answer: (request: Request) => Response | Promise<Response>,
  options: Omit<ApiClientOptions, 'fetch' | 'notify'> = {},
) => {
  const { fetch, requests } = stubFetch(answer)
  const notify = vi.fn()
  const client = createApiClient({ baseUrl: 'https://api.test', ...options, fetch, notify })
  return { client, notify, requests }
}

export const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
