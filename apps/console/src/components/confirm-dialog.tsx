import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { type ReactNode, useEffect, useRef } from 'react'

export interface ConfirmDialogProps {
  title: string
  message: ReactNode
  confirmLabel: string
  cancelLabel: string
  /** A red confirm button: the action deletes or discards something. */
  destructive?: boolean
  /** The confirm button shows it is working (and Escape or the backdrop do not close). */
  busy?: boolean
  /** Shown under the message, announced: a refusal the dialog stays open for. */
  error?: string | undefined
  onConfirm: () => void
  onCancel: () => void
}

/**
 * An alertdialog asking before an action; the safe choice (cancel) has the focus, and has it
 * again after a refusal (the working button was disabled, which drops the focus to the page).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (props.error) cancelRef.current?.focus()
  }, [props.error])
  return (
    <Dialog.Root
      open
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => (details.open || props.busy ? undefined : props.onCancel())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{props.message}</Dialog.Description>
              {props.error ? (
                <Text role="alert" color="fg.error" mt="3">
                  {props.error}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={props.onCancel}>
                {props.cancelLabel}
              </Button>
              <Button
                colorPalette={props.destructive ? 'red' : undefined}
                loading={props.busy}
                onClick={props.onConfirm}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
