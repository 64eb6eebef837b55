import { defineSemanticTokens, defineTokens } from '@chakra-ui/react'

/** Light-blue brand palette (SPEC section 9: theme colour light blue). */
export const brandColors = defineTokens.colors({
  brand: {
    50: { value: '#e8f4ff' },
    100: { value: '#cfe8ff' },
    200: { value: '#a3d3ff' },
    300: { value: '#6db8ff' },
    400: { value: '#3a9cff' },
    500: { value: '#1890ff' },
    // 600 is the solid colour: white text on it has a 5.75:1 contrast (WCAG AA).
    600: { value: '#0b65c2' },
    700: { value: '#0a549f' },
    800: { value: '#0b4480' },
    900: { value: '#0d3866' },
    950: { value: '#082440' },
  },
  sidebar: {
    bg: { value: '#1f2d3d' },
    hover: { value: '#2b3d52' },
    nested: { value: '#18222e' },
    text: { value: '#d0d9e3' },
  },
})

export const brandSemanticColors = defineSemanticTokens.colors({
  brand: {
    solid: { value: '{colors.brand.600}' },
    contrast: { value: 'white' },
    fg: { value: '{colors.brand.700}' },
    muted: { value: '{colors.brand.100}' },
    subtle: { value: '{colors.brand.50}' },
    emphasized: { value: '{colors.brand.200}' },
    focusRing: { value: '{colors.brand.500}' },
  },
})

/**
 * Status text colours readable on white and on gray.50 (WCAG AA 4.5:1): Chakra's defaults
 * (red.500 3.76:1, orange.600 3.56:1, green.600 3.30:1) are too light for message text.
 */
export const statusTextColors = {
  error: { value: '{colors.red.600}' },
  warning: { value: '{colors.orange.700}' },
  success: { value: '{colors.green.700}' },
} as const

const LATIN = '-apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial'
const EMOJI = '"Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"'

/**
 * System fonts only (no web font download): Latin first, then the platforms' Chinese UI fonts,
 * Simplified or Traditional by the document's `lang` (global CSS switches to `traditional`).
 */
export const fontStacks = {
  simplified: `${LATIN}, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", sans-serif, ${EMOJI}`,
  traditional: `${LATIN}, "PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", sans-serif, ${EMOJI}`,
} as const
