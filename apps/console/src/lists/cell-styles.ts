import type { SystemStyleObject } from '@chakra-ui/react'

const TONES = {
  orange: { bg: 'orange.50', color: 'orange.700' },
  blue: { bg: 'blue.50', color: 'blue.700' },
  green: { bg: 'green.50', color: 'green.700' },
  red: { bg: 'red.50', color: 'red.700' },
  gray: { bg: 'gray.100', color: 'gray.700' },
} as const

export type Tone = keyof typeof TONES

/**
 * Styles of what cells contain (status labels, links, amounts, row controls), set once on the
 * table or the detail list instead of on each of hundreds of cells: a styled component per
 * cell made a 100-row page take over 100 ms to render.
 */
export const cellStyles: SystemStyleObject = {
  '& [data-tone]': {
    display: 'inline-block',
    px: '2',
    py: '0.5',
    borderRadius: 'sm',
    fontSize: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
  },
  ...Object.fromEntries(
    Object.entries(TONES).map(([tone, colors]) => [`& [data-tone="${tone}"]`, colors]),
  ),
  '& a[data-cell-link]': {
    color: 'brand.fg',
    textDecoration: 'underline',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  '& [data-numeric]': { fontVariantNumeric: 'tabular-nums' },
}

/** Body rows and cells of the list table, the row checkbox and the 查看 button. */
export const tableBodyStyles: SystemStyleObject = {
  ...cellStyles,
  '& > tbody > tr': { bg: 'bg', _hover: { bg: 'brand.subtle' } },
  '& > tbody > tr[data-selected]': { bg: 'brand.subtle' },
  '& > tbody > tr > td': { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'start' },
  '& input[type=checkbox]': {
    width: '4',
    height: '4',
    accentColor: 'brand.solid',
    cursor: 'pointer',
  },
  '& button[data-view]': {
    px: '2',
    py: '0.5',
    borderRadius: 'sm',
    fontSize: 'sm',
    color: 'brand.fg',
    cursor: 'pointer',
    _hover: { bg: 'brand.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
}
