import { Button, Dialog, Input, Portal } from '@chakra-ui/react'
import { type FormEvent, useId, useState } from 'react'
import { FormField, fieldAria } from '../components/form-field'
import { errorMessage } from './error-message'
import type { RoleText } from './messages'
import { roleTitleProblem } from './title-rules'

interface RoleTitleDialogProps {
  heading: string
  initial: string
  text: RoleText
  /** Sends the title; a rejection keeps the dialog open with the server's reason. */
  onSubmit: (title: string) => Promise<unknown>
  onClose: () => void
}

/** 新增角色 / 重命名: one title field, checked as the server checks it; what was typed stays on failure. */
export function RoleTitleDialog({
  heading,
  initial,
  text,
  onSubmit,
  onClose,
}: RoleTitleDialogProps) {
  const id = useId()
  const [title, setTitle] = useState(initial)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = roleTitleProblem(title, text)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      await onSubmit(title.trim())
      onClose()
    } catch (reason) {
      setError(errorMessage(reason))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{heading}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormField id={id} label={text.roleTitle} error={error}>
                  <Input
                    {...fieldAria(id, error)}
                    value={title}
                    maxLength={40}
                    autoComplete="off"
                    onChange={(event) => setTitle(event.target.value)}
                  />
                </FormField>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {text.cancel}
                </Button>
                <Button type="submit" loading={busy}>
                  {text.save}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
