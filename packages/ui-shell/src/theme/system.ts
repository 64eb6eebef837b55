import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react'
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
import { brandColors, brandSemanticColors, fontStacks, statusTextColors } from './tokens'

/**
 * The colour palettes the shell, the console and Chakra's own `bg`/`fg`/`border` tokens refer to.
 * Every palette adds about 30 tokens and their CSS variables, all built when the system is
 * created at start: dropping yellow, teal, cyan, purple and pink halves the measured cost of
 * `createSystem` (445 ms of the entry's evaluation under a 4x CPU slowdown before).
 */
const PALETTES = [
  'transparent',
  'current',
  'black',
  'white',
  'whiteAlpha',
  'blackAlpha',
  'gray',
  'red',
  'orange',
  'green',
  'blue',
]
const pick = <T extends object>(group: T, keys: readonly string[]): Partial<T> =>
  Object.fromEntries(Object.entries(group).filter(([key]) => keys.includes(key))) as Partial<T>

type TokenTree = { [key: string]: unknown }

/**
 * The shell has no dark mode: each `{ _light, _dark }` semantic value becomes its light value.
 * Conditional tokens are the costliest part of the token dictionary (and of the `.dark` block of
 * the global CSS): createSystem measured 45 -> 37 ms cold in Node without them.
 */
function lightOnly<T extends TokenTree>(tree: T): T {
  const visit = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node
    const { value } = node as { value?: unknown }
    if (value !== null && typeof value === 'object' && '_light' in value) {
      return { ...node, value: (value as { _light: unknown })._light }
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]))
  }
  return visit(tree) as T
}

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
    // Chakra's token variables carry the default `chakra` prefix (cssVarsPrefix is not set).
    'html:lang(zh-TW), html:lang(zh-Hant)': {
      '--chakra-fonts-body': fontStacks.traditional,
      '--chakra-fonts-heading': fontStacks.traditional,
    },
  },
  theme: {
    breakpoints,
    keyframes,
    animationStyles,
    layerStyles,
    textStyles,
    tokens: {
      ...tokens,
      colors: { ...pick(tokens.colors, PALETTES), ...brandColors },
      fonts: {
        ...tokens.fonts,
        body: { value: fontStacks.simplified },
        heading: { value: fontStacks.simplified },
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...pick(semanticTokens.colors, ['bg', 'border', ...PALETTES]),
        fg: { ...semanticTokens.colors.fg, ...statusTextColors },
        ...brandSemanticColors,
      },
    }),
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

let shellSystem: SystemContext | undefined

/**
 * The shell's Chakra system, created on first use: creating it is the largest single step of the
 * console's start (tens of milliseconds on a phone), and an app can choose the task it runs in.
 */
export function getShellSystem(): SystemContext {
  shellSystem ??= createSystem(defaultBaseConfig, config)
  return shellSystem
}

/** The shell's Chakra system: `<ChakraProvider value={system}>` (ShellProvider does this). */
export const system: SystemContext = /* @__PURE__ */ getShellSystem()
