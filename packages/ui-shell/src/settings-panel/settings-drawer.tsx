import { Box, CloseButton, Drawer, NativeSelect, Portal, Stack, Switch } from '@chakra-ui/react'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { SettingsStore, ShellSize } from '../stores/settings-store'

type Toggle = 'tagsView' | 'fixedHeader' | 'sidebarLogo'
const TOGGLES: readonly Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo']
const SIZES: readonly ShellSize[] = ['sm', 'md', 'lg']

interface SettingsDrawerProps {
  store: SettingsStore
  open: boolean
  onClose: () => void
}

export function SettingsDrawer({ store, open, onClose }: SettingsDrawerProps) {
  const { t } = useTranslation('shell')
  // Mounted closed, opened by the next render: the open transition then starts from a settled
  // mount (StrictMode's effect replay included), never inside it.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const settings = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const sizeId = useId()
  return (
    <Drawer.Root
      open={open && mounted}
      lazyMount
      unmountOnExit
      placement="end"
      size="xs"
      onOpenChange={(d) => (d.open ? undefined : onClose())}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('settings.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                {TOGGLES.map((key) => (
                  <Switch.Root
                    key={key}
                    checked={settings[key]}
                    onCheckedChange={(d) => store.set(key, d.checked)}
                    justifyContent="space-between"
                  >
                    <Switch.HiddenInput />
                    <Switch.Label>{t(`settings.${key}`)}</Switch.Label>
                    <Switch.Control />
                  </Switch.Root>
                ))}
                <Box display="flex" alignItems="center" justifyContent="space-between" gap="2">
                  <label htmlFor={sizeId}>{t('settings.size')}</label>
                  <NativeSelect.Root size="sm" width="24">
                    <NativeSelect.Field
                      id={sizeId}
                      value={settings.size}
                      onChange={(e) => store.set('size', e.currentTarget.value as ShellSize)}
                    >
                      {SIZES.map((size) => (
                        <option key={size} value={size}>
                          {t(`settings.sizes.${size}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('settings.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
