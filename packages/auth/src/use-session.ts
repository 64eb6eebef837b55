import { useSyncExternalStore } from 'react'
import { useAuthContext } from './auth-context'
import type { SessionState } from './session-store'

/** The current session state; re-renders on every change (login, bootstrap, logout, other tabs). */
export function useSession(): SessionState {
  const { session } = useAuthContext().auth
  return useSyncExternalStore(session.subscribe, session.getState, session.getState)
}

/** Whether the user holds `code`; `*` and an absent code are open to everyone. */
export function usePermission(code: string | undefined): boolean {
  const { codes } = useSession()
  return code === undefined || code === '*' || codes.has(code)
}

/** The banned dialog (提示 / 该账户已被封禁) requested by the guard, for the app to show. */
export function useBannedDialog() {
  const { dialog, dismissDialog } = useAuthContext()
  return { dialog, dismiss: dismissDialog }
}
