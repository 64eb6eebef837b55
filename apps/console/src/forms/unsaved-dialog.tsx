import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useRef } from 'react'
import { useFormText } from './messages'

/** 有未保存的修改，确定离开？ with 离开 and 取消 (取消, the safe choice, has the focus). */
export function UnsavedDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const t = useFormText()
  const stayRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open
      role="alertdialog"
      initialFocusEl={() => stayRef.current}
      onOpenChange={(details) => (details.open ? undefined : onStay())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('forms.unsaved.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('forms.unsaved.message')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stayRef} variant="outline" onClick={onStay}>
                {t('forms.unsaved.stay')}
              </Button>
              <Button colorPalette="red" onClick={onLeave}>
                {t('forms.unsaved.leave')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
