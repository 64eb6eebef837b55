import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useRef } from 'react'
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
              <Dialog.Title>{text.removeBatchTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                {fill(text.removeBatchConfirm, { batch: title, count: records })}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                {text.cancel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                {text.confirmRemove}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
