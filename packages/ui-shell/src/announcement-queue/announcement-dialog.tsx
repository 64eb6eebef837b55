import { Button, chakra, useSlotRecipe } from '@chakra-ui/react'
import { useId, useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { sanitizeAnnouncementHtml } from '../sanitize/sanitize-announcement-html'

export interface AnnouncementDialogProps {
  title: string
  content: string
  confirmLabel: string
  position: number
  total: number
  onConfirm: () => void
}

type Styles = Record<string, object>

/**
 * One modal alert of the queue, on the native `<dialog>`: `showModal()` gives the top layer, an
 * inert page behind and focus containment, so the alert needs none of the dialog machinery
 * (portal, focus trap, scroll lock, presence) that Chakra's Dialog loads. Measured on the
 * console's start announcement: that machinery was 9 of the 10 chunks fetched before the alert
 * could show.
 */
export function AnnouncementDialog(props: AnnouncementDialogProps) {
  const { t } = useTranslation('shell')
  const styles = useSlotRecipe({ key: 'shellAnnouncement' })() as Styles
  const html = useMemo(() => sanitizeAnnouncementHtml(props.content), [props.content])
  const dialogRef = useRef<HTMLDialogElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const onConfirm = useRef(props.onConfirm)
  onConfirm.current = props.onConfirm
  const titleId = useId()
  const bodyId = useId()

  // Opened before the browser paints, so the alert shows in the frame that draws the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    confirmRef.current?.focus()
    const page = document.documentElement
    const overflow = page.style.overflow
    page.style.overflow = 'hidden'
    // Escape is refused: an announcement is confirmed with its button. A browser may still
    // close a modal on a repeated Escape; that counts as confirming, so the queue moves on.
    // `close` arrives in a later task: when it comes from a cleanup whose effect ran again
    // (StrictMode, a remount), the dialog is open again by then and nothing was confirmed.
    const refuse = (event: Event) => event.preventDefault()
    const closed = () => {
      if (!dialog.open) onConfirm.current()
    }
    dialog.addEventListener('cancel', refuse)
    dialog.addEventListener('close', closed)
    return () => {
      dialog.removeEventListener('cancel', refuse)
      dialog.removeEventListener('close', closed)
      if (dialog.open) dialog.close()
      page.style.overflow = overflow
    }
  }, [])

  return (
    <chakra.dialog
      ref={dialogRef}
      css={styles.root}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <chakra.header css={styles.header}>
        <chakra.h2 id={titleId} css={styles.title}>
          {props.title}
        </chakra.h2>
      </chakra.header>
      {/* Focusable so that a long announcement can be scrolled with the keyboard. */}
      <chakra.div id={bodyId} css={styles.body} tabIndex={0}>
        <chakra.div
          className="shell-announcement"
          css={styles.content}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an explicit allow-list
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </chakra.div>
      <chakra.footer css={styles.footer}>
        <chakra.span css={styles.counter}>
          {props.total > 1
            ? t('announcement.counter', { current: props.position, total: props.total })
            : null}
        </chakra.span>
        <Button ref={confirmRef} onClick={() => props.onConfirm()}>
          {props.confirmLabel}
        </Button>
      </chakra.footer>
    </chakra.dialog>
  )
}
