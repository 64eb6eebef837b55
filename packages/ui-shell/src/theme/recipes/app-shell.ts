import { defineSlotRecipe } from '@chakra-ui/react'
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar'

export const appShellSlotRecipe = defineSlotRecipe({
  className: 'shell-app',
  slots: ['root', 'aside', 'main', 'header', 'content', 'skipLink'],
  base: {
    root: { minHeight: '100dvh', display: 'flex', bg: 'gray.50' },
    aside: {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: 'docked',
      width: SIDEBAR_WIDTH,
      transition: 'width 0.28s',
    },
    main: {
      flex: '1',
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      ms: SIDEBAR_WIDTH,
      transition: 'margin-inline-start 0.28s',
    },
    header: { bg: 'white', zIndex: 'sticky' },
    // The bottom padding keeps the end of every page clear of the back-to-top button
    // (60px from the bottom, 40px tall): at the end of a long table nothing is under it.
    content: { flex: '1', p: '4', pb: '120px', outline: 'none' },
    skipLink: {
      position: 'absolute',
      insetInlineStart: '2',
      top: '-20',
      zIndex: 'skipNav',
      bg: 'white',
      color: 'brand.fg',
      px: '3',
      py: '2',
      borderRadius: 'md',
      _focusVisible: { top: '2', outline: '2px solid {colors.brand.500}' },
    },
  },
  variants: {
    sidebar: {
      open: {},
      collapsed: {
        aside: { width: SIDEBAR_COLLAPSED_WIDTH },
        main: { ms: SIDEBAR_COLLAPSED_WIDTH },
      },
      mobile: { aside: { display: 'none' }, main: { ms: '0' } },
    },
    fixedHeader: { true: { header: { position: 'sticky', top: 0 } }, false: {} },
    animate: { true: {}, false: { aside: { transition: 'none' }, main: { transition: 'none' } } },
  },
  defaultVariants: { sidebar: 'open', fixedHeader: true, animate: true },
})
