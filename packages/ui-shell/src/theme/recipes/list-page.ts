import { defineSlotRecipe } from '@chakra-ui/react'

export const listPageSlotRecipe = defineSlotRecipe({
  className: 'shell-list-page',
  slots: ['root', 'title', 'filters', 'tableWrap', 'state'],
  base: {
    root: { bg: 'white', borderRadius: 'md', p: '4', borderWidth: '1px', borderColor: 'gray.200' },
    title: { fontSize: 'lg', fontWeight: 'semibold', mb: '3' },
    filters: { display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end', mb: '3' },
    // Cells keep one line and the table scrolls sideways: on a phone a narrow column would
    // otherwise break names and ids into one character per line.
    tableWrap: {
      overflowX: 'auto',
      position: 'relative',
      '& :is(th, td)': { whiteSpace: 'nowrap' },
      _focusVisible: { outline: '2px solid {colors.brand.500}', outlineOffset: '2px' },
    },
    state: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '3',
      py: '10',
      color: 'gray.600',
    },
  },
})
