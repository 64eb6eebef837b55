import { defineSlotRecipe } from '@chakra-ui/react'

export const paginationSlotRecipe = defineSlotRecipe({
  className: 'shell-pagination',
  slots: ['root', 'total', 'list', 'page', 'ellipsis', 'jumper'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '2',
      fontSize: 'sm',
      color: 'gray.700',
      py: '3',
    },
    total: { whiteSpace: 'nowrap' },
    list: { display: 'flex', gap: '1', listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' },
    page: {
      minWidth: '8',
      '&[aria-current=page]': { bg: 'brand.solid', color: 'brand.contrast' },
    },
    // As tall as the page buttons and centred like their numbers: the dots sit on their baseline.
    ellipsis: { display: 'flex', alignItems: 'center', minHeight: '8', px: '1', color: 'gray.500' },
    jumper: { display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap' },
  },
})
