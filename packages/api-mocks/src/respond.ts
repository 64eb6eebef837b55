import { HttpResponse } from 'msw'
import { toJsonText } from './json-text'
import type { MockAccount, MockBackend } from './mock-backend'
import type { Schema } from './wire'

/** A JSON answer written by hand so long integers stay raw numbers. */
export const respond = <T>(body: T, status = 200): HttpResponse<string> =>
  new HttpResponse(toJsonText(body), {
    status,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
  })

export const ok = <T>(data: T) => ({ code: 1, msg: 'success', data })

/** Assumed: the platform answers a missing, unknown or expired token with HTTP 401 and envelope code 401. */
export const unauthorized = (): HttpResponse<string> =>
  respond<Schema<'ErrorEnvelope'>>({ code: 401, msg: '登录已失效，请重新登录', data: null }, 401)

export const bearerOf = (request: Request): string | undefined =>
  request.headers.get('Authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]

/** Runs `answer` for the signed-in account, or answers 401 (HTTP and envelope). */
export const withAccount = (
  backend: MockBackend,
  request: Request,
  answer: (
    account: MockAccount,
    token: string,
  ) => HttpResponse<string> | Promise<HttpResponse<string>>,
) => {
  const token = bearerOf(request)
  const account = backend.accountFor(token)
  return account && token ? answer(account, token) : unauthorized()
}
