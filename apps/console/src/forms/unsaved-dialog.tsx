import { ConfirmDialog } from '../components/confirm-dialog'
import { useFormText } from './messages'

/** 有未保存的修改，确定离开？ with 离开 and 取消 (取消, the safe choice, has the focus). */
export function UnsavedDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const t = useFormText()
  return (
    <ConfirmDialog
      title={t('forms.unsaved.title')}
      message={t('forms.unsaved.message')}
      confirmLabel={t('forms.unsaved.leave')}
      cancelLabel={t('forms.unsaved.stay')}
      destructive
      onConfirm={onLeave}
      onCancel={onStay}
    />
  )
}
