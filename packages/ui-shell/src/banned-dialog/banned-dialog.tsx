import { lazy, Suspense } from 'react'

const BannedDialogContent = lazy(() =>
  import('./banned-dialog-content').then((m) => ({ default: m.BannedDialogContent })),
)

export interface BannedDialogProps {
  open: boolean
  onClose: () => void
}

/** 提示 / 该账户已被封禁 (SPEC section 4), shown when a banned account leaves the dashboard. */
export function BannedDialog({ open, onClose }: BannedDialogProps) {
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <BannedDialogContent onClose={onClose} />
    </Suspense>
  )
}
