import { createContext, useContext } from 'react'
import type { Auth } from './create-auth'
import type { BannedDialog } from './navigation'

export interface AuthContextValue {
  auth: Auth
  /** The banned dialog the guard asked to show, until dismissed. */
  dialog: BannedDialog | null
  showDialog(dialog: BannedDialog): void
  dismissDialog(): void
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuthContext(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('@gdzyz/auth/react: wrap the app in <AuthProvider auth={...}>')
  return value
}
