import type { ApiError, SessionExpiry } from '@gdzyz/api-client'
import type { Locale } from '@gdzyz/auth'

/**
 * How the console recognises "the session has expired", from the runtime configuration
 * (`sessionExpiry` in `config.json`, default HTTP 401 or envelope code 401): an answer with one
 * of these HTTP statuses, or with one of these envelope `code`s whatever its status, means the
 * token is missing, unknown or expired (the mock backend answers HTTP 401 with
 * `{"code":401,"msg":"登录已失效，请重新登录"}`).
 */
export type SessionExpiredWhen = Readonly<Omit<SessionExpiry, 'onExpired'>>

/** The one message shown when the session has expired. */
export const SESSION_EXPIRED_MESSAGE: Readonly<Record<Locale, string>> = {
  'zh-CN': '登录已失效，请重新登录',
  'zh-TW': '登入已失效，請重新登入',
}

interface ExpiryPorts {
  /** Shows the message (the toaster shows an identical message once while it is displayed). */
  notify: (message: string) => void
  /** Signs out locally; the route guard then sends the user to sign in again. */
  signOut: () => void
  locale: () => Locale
  isSignedIn: () => boolean
}

/**
 * The api-client's `sessionExpiry` option: every call answered "expired" lands here instead of
 * showing its own error. The first shows one message and signs out; the calls still in flight
 * for the same dead token add nothing.
 */
export function sessionExpiry(when: SessionExpiredWhen, ports: ExpiryPorts): SessionExpiry {
  return {
    ...when,
    onExpired(_error: ApiError) {
      if (!ports.isSignedIn()) return
      ports.notify(SESSION_EXPIRED_MESSAGE[ports.locale()])
      ports.signOut()
    },
  }
}
