import { ConfirmDialog } from '../components/confirm-dialog'
import type { CardImportText } from './messages'

interface ConfirmImportProps {
  question: string
  text: CardImportText
  onConfirm: () => void
  onCancel: () => void
}

/** The alertdialog before an import, stating how many rows go in and how many stay out. */
export function ConfirmImport({ question, text, onConfirm, onCancel }: ConfirmImportProps) {
  return (
    <ConfirmDialog
      title={text.confirmTitle}
      message={question}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
