import { useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'
import { errorMessage } from './error-message'
import { fill, type RoleText } from './messages'

interface ConfirmDeleteRoleProps {
  title: string
  text: RoleText
  onConfirm: () => Promise<unknown>
  onClose: () => void
}

/** Asks before a role is deleted (取消 has the focus); a refusal stays in the dialog. */
export function ConfirmDeleteRole({ title, text, onConfirm, onClose }: ConfirmDeleteRoleProps) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await onConfirm()
      onClose()
    } catch (reason) {
      setError(errorMessage(reason))
    } finally {
      setBusy(false)
    }
  }
  return (
    <ConfirmDialog
      title={text.confirmRemoveTitle}
      message={fill(text.confirmRemove, { title })}
      confirmLabel={text.remove}
      cancelLabel={text.cancel}
      destructive
      busy={busy}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    />
  )
}
