import { Box, Button, chakra, Dialog, Portal, Textarea } from '@chakra-ui/react'
import { useId, useRef, useState } from 'react'
import { fill } from '../lists/messages'
import { reasonProblem } from './decision-logic'
import type { AuditText } from './messages'

interface DecisionDialogProps {
  /** 'alertdialog' for a batch confirmation, 'dialog' for one record's reject. */
  role: 'dialog' | 'alertdialog'
  title: string
  /** The question (batch): 确定通过选中的 N 条记录？ */
  question?: string
  /** Asks for the 驳回原因. */
  withReason: boolean
  busy: boolean
  /** Why the last request failed; the dialog stays open with what was typed. */
  error: string | null
  text: AuditText
  onConfirm: (reason: string | undefined) => void
  onCancel: () => void
}

/** Confirms a decision; a reject asks for its reason (1-200 characters) first. */
export function DecisionDialog(props: DecisionDialogProps) {
  const { text, withReason, busy } = props
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const fieldRef = useRef<HTMLTextAreaElement>(null)
  const fieldId = useId()
  const problem = withReason ? reasonProblem(reason) : null
  const shown = touched ? problem : null
  const problemText =
    shown === 'empty'
      ? text.reasonEmpty
      : shown === 'tooLong'
        ? fill(text.reasonTooLong, { count: [...reason.trim()].length })
        : null

  const confirm = () => {
    setTouched(true)
    if (problem) {
      fieldRef.current?.focus()
      return
    }
    props.onConfirm(withReason ? reason.trim() : undefined)
  }

  return (
    <Dialog.Root
      open
      role={props.role}
      initialFocusEl={() => (withReason ? fieldRef.current : cancelRef.current)}
      onOpenChange={(details) => (details.open || busy ? undefined : props.onCancel())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              {props.question ? <Dialog.Description>{props.question}</Dialog.Description> : null}
              {withReason ? (
                <Box>
                  <chakra.label htmlFor={fieldId} display="block" fontWeight="medium" mb="1">
                    {text.reason}
                  </chakra.label>
                  <Textarea
                    id={fieldId}
                    ref={fieldRef}
                    value={reason}
                    required
                    rows={4}
                    width="full"
                    aria-invalid={problemText ? true : undefined}
                    aria-describedby={`${fieldId}-count${problemText ? ` ${fieldId}-error` : ''}`}
                    onChange={(event) => setReason(event.target.value)}
                    onBlur={() => setTouched(true)}
                  />
                  <Box display="flex" justifyContent="space-between" gap="2" mt="1" fontSize="sm">
                    <chakra.span id={`${fieldId}-error`} color="fg.error" role="alert">
                      {problemText}
                    </chakra.span>
                    <chakra.span id={`${fieldId}-count`} color="fg.muted" flexShrink={0}>
                      {fill(text.reasonCount, { count: [...reason.trim()].length })}
                    </chakra.span>
                  </Box>
                </Box>
              ) : null}
              {props.error ? (
                <chakra.p color="fg.error" role="alert" fontSize="sm">
                  {props.error}
                </chakra.p>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={props.onCancel} disabled={busy}>
                {text.cancel}
              </Button>
              <Button
                {...(withReason ? { colorPalette: 'red' } : {})}
                onClick={confirm}
                loading={busy}
                disabled={busy}
              >
                {text.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
