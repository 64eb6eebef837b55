import type { ReactNode } from 'react'
import { usePermission } from './use-session'

export interface CanProps {
  /** A permission or menu code; `*` or absent lets everyone through. */
  permission: string | undefined
  children?: ReactNode
  /** Rendered instead when the code is missing (default nothing). */
  fallback?: ReactNode
}

/** Renders its children only for users holding `permission`. */
export function Can({ permission, children, fallback = null }: CanProps) {
  return usePermission(permission) ? children : fallback
}
