import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  globalCss,
  inputRecipe,
  keyframes,
  layerStyles,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme'
import { shellRecipes, shellSlotRecipes } from './recipes'
import { brandColors, brandSemanticColors } from './tokens'

/**
 * Only the recipes the shell renders: the full `defaultSystem` costs 0.6-1.3 s of main-thread
 * blocking on a mid-range phone, while this subset measured 16-80 ms.
 */
const config = defineConfig({
  // Chakra's reset (box sizing, margins, borders) in the `reset` layer, so every consumer of
  // the shell gets the same base without adding its own.
  preflight: true,
  globalCss: {
    ...globalCss,
    html: { colorPalette: 'brand' },
    body: { bg: 'gray.50', color: 'gray.900' },
  },
  theme: {
    breakpoints,
    keyframes,
    animationStyles,
    layerStyles,
    textStyles,
    tokens: { ...tokens, colors: { ...tokens.colors, ...brandColors } },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...semanticTokens.colors, ...brandSemanticColors },
    },
    recipes: { button: buttonRecipe, input: inputRecipe, spinner: spinnerRecipe, ...shellRecipes },
    slotRecipes: {
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
      ...shellSlotRecipes,
    },
  },
})

/** The shell's Chakra system: `<ChakraProvider value={system}>` (ShellProvider does this). */
export const system = createSystem(defaultBaseConfig, config)
