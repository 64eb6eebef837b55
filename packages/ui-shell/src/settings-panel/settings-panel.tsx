import { lazy, Suspense, useState } from 'react'
import type { SettingsStore } from '../stores/settings-store'

const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
)

export interface SettingsPanelProps {
  store: SettingsStore
  /** Hidden by default (SPEC section 3). */
  open: boolean
  onClose: () => void
}

/** Tags view, fixed header, sidebar logo and size switches; changes are remembered. */
export function SettingsPanel({ store, open, onClose }: SettingsPanelProps) {
  // Loaded on the first open, then kept mounted: opening is a state change of a mounted drawer,
  // not a mount (a mount that opens at once could have its focus handling torn down and redone
  // under it, and the drawer closed itself on the first click).
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <SettingsDrawer store={store} open={open} onClose={onClose} />
    </Suspense>
  )
}
