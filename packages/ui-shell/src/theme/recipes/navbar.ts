import { defineSlotRecipe } from '@chakra-ui/react'

export const navbarSlotRecipe = defineSlotRecipe({
  className: 'shell-navbar',
  slots: ['root', 'breadcrumb', 'crumb', 'announcements', 'link', 'actions', 'language'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '50px',
      px: '2',
      borderBottomWidth: '1px',
      borderColor: 'gray.200',
      flexWrap: 'wrap',
    },
    breadcrumb: { flex: '1', minWidth: 0, fontSize: 'sm' },
    crumb: {
      display: 'inline-flex',
      alignItems: 'center',
      color: 'gray.600',
      '&:not(:last-of-type)::after': { content: '"/"', mx: '2', color: 'gray.400' },
      '&[aria-current=page]': { color: 'gray.900', fontWeight: 'medium' },
    },
    announcements: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      fontSize: 'sm',
      color: 'gray.700',
      hideBelow: 'md',
    },
    link: {
      color: 'brand.fg',
      textDecoration: 'underline',
      textUnderlineOffset: '2px',
      borderRadius: 'sm',
      _focusVisible: { outline: '2px solid {colors.brand.500}', outlineOffset: '2px' },
    },
    actions: { display: 'flex', alignItems: 'center', gap: '1' },
    language: { width: '20' },
  },
})
