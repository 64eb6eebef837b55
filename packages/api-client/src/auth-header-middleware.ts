import type { Middleware } from 'openapi-fetch'

/** Rule 1: `Authorization: Bearer <token>` whenever the getter returns a token (read per request). */
export const authHeaderMiddleware = (
  getToken: (() => string | null | undefined) | undefined,
): Middleware => ({
  onRequest({ request }) {
    const token = getToken?.()
    if (token) request.headers.set('Authorization', `Bearer ${token}`)
    return request
  },
})
