import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useRef } from 'react'
import type { CardImportText } from './messages'

interface ConfirmImportProps {
  question: string
  text: CardImportText
  onConfirm: () => void
  onCancel: () => void
}

/** The alertdialog before an import, stating how many rows go in and how many stay out. */
export function ConfirmImport({ question, text, onConfirm, onCancel }: ConfirmImportProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => (details.open ? undefined : onCancel())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{text.confirmTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{question}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                {text.cancel}
              </Button>
              <Button onClick={onConfirm}>{text.confirm}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
