import { QueryClientContext } from '@tanstack/react-query'
import { type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { AuthContext, type AuthContextValue } from './auth-context'
import type { Auth } from './create-auth'
import type { BannedDialog } from './navigation'

export interface AuthProviderProps {
  auth: Auth
  children?: ReactNode
}

/**
 * Makes `auth` available to the hooks and the guard. When the session is signed
 * out (here or in another tab) it clears the TanStack Query cache, if the app has one,
 * so no data of the previous user survives.
 */
export function AuthProvider({ auth, children }: AuthProviderProps) {
  const queryClient = useContext(QueryClientContext)
  const [dialog, setDialog] = useState<BannedDialog | null>(null)

  useEffect(() => {
    let signedIn = auth.session.getState().token !== null
    return auth.session.subscribe((state) => {
      if (signedIn && state.token === null) {
        queryClient?.clear()
        setDialog(null)
      }
      signedIn = state.token !== null
    })
  }, [auth, queryClient])

  const value = useMemo<AuthContextValue>(
    () => ({ auth, dialog, showDialog: setDialog, dismissDialog: () => setDialog(null) }),
    [auth, dialog],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
