import { defineSlotRecipe } from '@chakra-ui/react'

/** The announcement alert: a native modal `<dialog>` drawn like Chakra's centred `md` dialog. */
export const announcementSlotRecipe = defineSlotRecipe({
  className: 'shell-announcement-dialog',
  slots: ['root', 'header', 'title', 'body', 'content', 'footer', 'counter'],
  base: {
    root: {
      // Preflight zeroes margins; `auto` centres the modal in the top layer as browsers do.
      m: 'auto',
      p: 0,
      border: 'none',
      width: 'calc(100% - 2rem)',
      maxW: 'md',
      maxH: 'calc(100dvh - 7.5rem)',
      flexDirection: 'column',
      borderRadius: 'l3',
      textStyle: 'sm',
      bg: 'bg.panel',
      color: 'fg',
      boxShadow: 'lg',
      '&[open]': { display: 'flex' },
      // A literal colour: custom properties reach ::backdrop only in recent browsers.
      '&::backdrop': { background: 'rgba(0, 0, 0, 0.48)' },
    },
    header: { display: 'flex', flex: 0, px: '6', pt: '6', pb: '4' },
    title: { textStyle: 'lg', fontWeight: 'semibold' },
    body: {
      flex: '1',
      minH: 0,
      overflowY: 'auto',
      px: '6',
      pt: '2',
      pb: '6',
      _focusVisible: { outline: '2px solid {colors.brand.500}', outlineOffset: '-2px' },
    },
    content: {
      '& a': { color: 'brand.fg', textDecoration: 'underline' },
      '& img': { maxWidth: '100%', height: 'auto' },
      '& ul, & ol': { ps: '5' },
      '& ul': { listStyle: 'disc' },
      '& ol': { listStyle: 'decimal' },
      '& p': { mb: '2' },
    },
    footer: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '6',
      pt: '2',
      pb: '4',
    },
    counter: { fontSize: 'sm', color: 'gray.600' },
  },
})
