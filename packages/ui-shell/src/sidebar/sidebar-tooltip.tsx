import { Portal, Tooltip } from '@chakra-ui/react'
import type { ReactElement } from 'react'

/** Loaded lazily: only the collapsed sidebar needs tooltips. */
export function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={200} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  )
}
