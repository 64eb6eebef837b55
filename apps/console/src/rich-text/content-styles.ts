import { useSlotRecipe } from '@chakra-ui/react'

/**
 * The styles content HTML has where readers see it (the shell's announcement dialog): the
 * editing area and the article view use them too, so what is edited looks like what is read.
 */
export function useContentStyles(): object {
  const styles = useSlotRecipe({ key: 'shellAnnouncement' })() as Record<string, object>
  return styles.content ?? {}
}
