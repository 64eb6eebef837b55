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
