import {
  EARLY_GLOBAL,
  type EarlyAnswer,
  type EarlyRequests,
  type EarlyResult,
} from './early-contract'

/** The early script's requests, when it ran (never in the dev server or tests). */
export function readEarlyRequests(scope: object = globalThis): EarlyRequests | undefined {
  const early = (scope as Record<string, unknown>)[EARLY_GLOBAL]
  return early && typeof early === 'object' && 'calls' in early
    ? (early as EarlyRequests)
    : undefined
}

const NULL_BODY = new Set([101, 204, 205, 304])

/** The early answer as the Response the network would have given (the body still raw text). */
export function toResponse(answer: EarlyAnswer): Response {
  return new Response(NULL_BODY.has(answer.status) ? null : answer.text, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  })
}

/**
 * The API client's `fetch`: a GET the early script already started (same path and query, same
 * bearer token) is answered from it, once; every middleware (envelope, lossless parsing, session
 * expiry, errors) then treats it like any answer. An early request that failed, or answered with
 * a status `adoptable` refuses (a server error), is made again.
 */
export function adoptingFetch(
  early: EarlyRequests | undefined,
  network: (request: Request) => Promise<Response>,
  adoptable: (status: number) => boolean,
): typeof fetch {
  const pending = new Map<string, Promise<EarlyResult>>()
  for (const [key, call] of Object.entries(early?.calls ?? {})) if (call) pending.set(key, call)
  return async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init)
    const url = new URL(request.url)
    const key = `${url.pathname}${url.search}`
    const call = request.method === 'GET' ? pending.get(key) : undefined
    if (call && early?.token && request.headers.get('Authorization') === `Bearer ${early.token}`) {
      pending.delete(key)
      const answer = await call
      if (answer && adoptable(answer.status)) return toResponse(answer)
    }
    return network(request)
  }
}
