import { defineSlotRecipe } from '@chakra-ui/react'

export const navbarSlotRecipe = defineSlotRecipe({
  className: 'shell-navbar',
  slots: ['root', 'breadcrumb', 'trail', 'crumb', 'announcements', 'link', 'actions', 'language'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      // A fixed height and no wrapping: on a phone the bar never grows with its content.
      height: '50px',
      px: '2',
      borderBottomWidth: '1px',
      borderColor: 'gray.200',
      flexWrap: 'nowrap',
    },
    breadcrumb: { flex: '1', minWidth: 0, fontSize: 'sm', overflow: 'hidden' },
    trail: { display: 'flex', flexWrap: 'nowrap', listStyle: 'none', m: '0', p: '0' },
    // Below 992px only the current page's title shows, on one line, cut with an ellipsis.
    crumb: {
      flexShrink: 0,
      whiteSpace: 'nowrap',
      color: 'gray.600',
      hideBelow: 'lg',
      '&:not(:last-of-type)::after': { content: '"/"', mx: '2', color: 'gray.400' },
      '&[aria-current=page]': {
        flexShrink: 1,
        minWidth: 0,
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        color: 'gray.900',
        fontWeight: 'medium',
      },
    },
    announcements: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      fontSize: 'sm',
      color: 'gray.700',
      whiteSpace: 'nowrap',
      hideBelow: 'md',
    },
    link: {
      color: 'brand.fg',
      textDecoration: 'underline',
      textUnderlineOffset: '2px',
      borderRadius: 'sm',
      _focusVisible: { outline: '2px solid {colors.brand.500}', outlineOffset: '2px' },
    },
    actions: { display: 'flex', alignItems: 'center', gap: '1', flexShrink: 0 },
    language: { width: '20' },
  },
})
