import { Menu, Portal } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export type TagAction = 'reload' | 'close' | 'closeOthers' | 'closeAll'

export interface TagsMenuProps {
  /** Anchor in viewport coordinates (pointer position or the tag's box). */
  anchor: { x: number; y: number; width: number; height: number }
  title: string
  canClose: boolean
  onSelect: (action: TagAction) => void
  onClose: () => void
}

/** The tag context menu; loaded lazily on first use. */
export function TagsMenu({ anchor, title, canClose, onSelect, onClose }: TagsMenuProps) {
  const { t } = useTranslation('shell')
  return (
    <Menu.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      onSelect={(details) => onSelect(details.value as TagAction)}
      positioning={{ placement: 'bottom-start', getAnchorRect: () => anchor }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={t('tags.actions', { title })} minW="32">
            <Menu.Item value="reload">{t('tags.reload')}</Menu.Item>
            {canClose ? <Menu.Item value="close">{t('tags.close')}</Menu.Item> : null}
            <Menu.Item value="closeOthers">{t('tags.closeOthers')}</Menu.Item>
            <Menu.Item value="closeAll">{t('tags.closeAll')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
