import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function BannedDialogContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell')
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('banned.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('banned.message')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('banned.confirm')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
