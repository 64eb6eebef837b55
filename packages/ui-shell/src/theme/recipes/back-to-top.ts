import { defineRecipe } from '@chakra-ui/react'

export const backToTopRecipe = defineRecipe({
  className: 'shell-back-to-top',
  base: {
    position: 'fixed',
    insetInlineEnd: '60px',
    bottom: '60px',
    zIndex: 'overlay',
    boxSize: '10',
    borderRadius: 'full',
    boxShadow: 'md',
  },
})
