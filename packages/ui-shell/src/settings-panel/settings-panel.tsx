import { lazy, Suspense } from 'react'
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
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SettingsDrawer store={store} onClose={onClose} />
    </Suspense>
  )
}
