import { Box, Button, Dialog, Portal } from '@chakra-ui/react'
import { useMemo, useRef } from 'react'
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

/** One modal alert of the queue; loaded lazily with Chakra's Dialog. */
export function AnnouncementDialog(props: AnnouncementDialogProps) {
  const { t } = useTranslation('shell')
  const html = useMemo(() => sanitizeAnnouncementHtml(props.content), [props.content])
  const confirmRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      scrollBehavior="inside"
      size="md"
      initialFocusEl={() => confirmRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* A phone keeps a margin around the alert instead of a full-screen sheet. */}
          <Dialog.Content maxW={{ base: 'calc(100% - 2rem)', md: 'md' }}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            {/* Focusable so that a long announcement can be scrolled with the keyboard. */}
            <Dialog.Body tabIndex={0}>
              <Box
                className="shell-announcement"
                css={{
                  '& a': { color: 'brand.fg', textDecoration: 'underline' },
                  '& img': { maxWidth: '100%', height: 'auto' },
                  '& ul, & ol': { ps: '5' },
                  '& ul': { listStyle: 'disc' },
                  '& ol': { listStyle: 'decimal' },
                  '& p': { mb: '2' },
                }}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an explicit allow-list
                dangerouslySetInnerHTML={{ __html: html }}
              />
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Box fontSize="sm" color="gray.600">
                {props.total > 1
                  ? t('announcement.counter', { current: props.position, total: props.total })
                  : null}
              </Box>
              <Button ref={confirmRef} onClick={props.onConfirm}>
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
