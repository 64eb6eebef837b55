import { QueryClientContext } from '@tanstack/react-query'
import { useCallback, useContext, useState } from 'react'
import { useAuthContext } from './auth-context'
import type { AuthResult } from './create-auth'

interface ActionState {
  isPending: boolean
  error: Error | null
}

const IDLE: ActionState = { isPending: false, error: null }

function useAction<A extends unknown[]>(run: (...args: A) => Promise<AuthResult>) {
  const [state, setState] = useState<ActionState>(IDLE)
  const action = useCallback(
    async (...args: A) => {
      setState({ isPending: true, error: null })
      const result = await run(...args)
      setState({ isPending: false, error: result.success ? null : (result.error ?? null) })
      return result
    },
    [run],
  )
  return [action, state] as const
}

/** `login(input)` resolves with `{ success, redirectTo?, error? }`; it never throws. */
export function useLogin() {
  const { auth } = useAuthContext()
  const [login, state] = useAction(auth.login)
  return { login, ...state }
}

/**
 * `logout()` signs out on the server and locally (even when the server fails) and
 * clears the TanStack Query cache. Navigate to `result.redirectTo` afterwards.
 */
export function useLogout() {
  const { auth } = useAuthContext()
  const queryClient = useContext(QueryClientContext)
  const run = useCallback(async () => {
    const result = await auth.logout()
    queryClient?.clear()
    return result
  }, [auth, queryClient])
  const [logout, state] = useAction(run)
  return { logout, isPending: state.isPending }
}
