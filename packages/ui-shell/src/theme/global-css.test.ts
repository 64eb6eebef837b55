import { ChakraProvider, type ChakraProviderProps } from '@chakra-ui/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { getShellSystem, system } from './system'

/**
 * The global styles ChakraProvider injects at run time (layer order, reset, base styles and
 * every token variable), as emotion renders them on the server: the same rules, as text.
 */
function renderGlobalCss(): string {
  const props: ChakraProviderProps = { value: system, children: null }
  const html = renderToString(createElement(ChakraProvider, props))
  const styles = [...html.matchAll(/<style data-emotion="css-global[^"]*"[^>]*>([^<]*)<\/style>/g)]
  return `${styles.map((match) => match[1]).join('\n')}\n`
}

// `src/generated/global.css` (exported as `@gdzyz/ui-shell/global.css`) is this snapshot:
// `pnpm vitest run -u` rewrites it after a theme change, and a stale file fails here.
describe('@gdzyz/ui-shell/global.css', () => {
  const css = renderGlobalCss()

  it('comes from the one shell system, created on first use', () => {
    expect(getShellSystem()).toBe(system)
    expect(getShellSystem()).toBe(getShellSystem())
  })

  it('is built only when read (patches/@chakra-ui__react: not at createSystem)', () => {
    expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function')
  })

  it('is what ChakraProvider would inject for the shell system', async () => {
    await expect(css).toMatchFileSnapshot('../generated/global.css')
  })

  it('declares the cascade layers first, then reset, base styles and token variables', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;\n')).toBe(true)
    const order = ['@layer reset{', '@layer base{', '@layer tokens{'].map((mark) =>
      css.indexOf(mark),
    )
    expect(order.every((index) => index > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('has light values only: no dark block (the shell has no dark mode)', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base'])
    expect(css).not.toMatch(/\.dark|_dark/)
    expect(css).toContain('--chakra-colors-bg:var(--chakra-colors-white);')
    expect(css).toContain('--chakra-colors-fg:var(--chakra-colors-black);')
  })

  it('holds the brand palette and the light-blue solid colour', () => {
    expect(css).toContain('--chakra-colors-brand-600:#0b65c2;')
    expect(css).toContain('--chakra-colors-brand-solid:var(--chakra-colors-brand-600);')
    expect(css).toMatch(
      /html\{[^}]*--chakra-colors-color-palette-solid:var\(--chakra-colors-brand-solid\)/,
    )
  })
})
