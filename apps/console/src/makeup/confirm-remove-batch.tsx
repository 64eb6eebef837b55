import { ConfirmDialog } from '../components/confirm-dialog'
import { fill, type useMakeupText } from './messages'

interface ConfirmRemoveBatchProps {
  /** The batch's title (批次 N) and how many volunteers it holds. */
  title: string
  records: number
  text: ReturnType<typeof useMakeupText>
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before a batch and its records are deleted; the safe choice (取消) has the focus. */
export function ConfirmRemoveBatch({
  title,
  records,
  text,
  onConfirm,
  onCancel,
}: ConfirmRemoveBatchProps) {
  return (
    <ConfirmDialog
      title={text.removeBatchTitle}
      message={fill(text.removeBatchConfirm, { batch: title, count: records })}
      confirmLabel={text.confirmRemove}
      cancelLabel={text.cancel}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
