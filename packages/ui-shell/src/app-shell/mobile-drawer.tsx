import { CloseButton, Drawer, Portal } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Sidebar, type SidebarProps } from '../sidebar'
import { SIDEBAR_WIDTH } from '../theme/recipes/sidebar'

/** The sidebar as a drawer over the page below 992px; loaded lazily. */
export function MobileDrawer({ onClose, ...sidebar }: SidebarProps & { onClose: () => void }) {
  const { t } = useTranslation('shell')
  return (
    <Drawer.Root open placement="start" onOpenChange={(d) => (d.open ? undefined : onClose())}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={SIDEBAR_WIDTH} bg="sidebar.bg" aria-label={t('sidebar.drawer')}>
            <Sidebar {...sidebar} collapsed={false} />
            <Drawer.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton
                size="sm"
                color="white"
                _hover={{ bg: 'sidebar.hover' }}
                aria-label={t('sidebar.closeDrawer')}
              />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
