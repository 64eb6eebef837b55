import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
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
  const cancelRef = useRef<HTMLButtonElement>(null)
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
    <Dialog.Root
      open
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{text.confirmRemoveTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{fill(text.confirmRemove, { title })}</Dialog.Description>
              {error ? (
                <Text role="alert" color="red.600" mt="3">
                  {error}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose}>
                {text.cancel}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={confirm}>
                {text.remove}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
