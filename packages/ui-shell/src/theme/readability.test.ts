import { describe, expect, it } from 'vitest'
import { system } from './system'

const hex = (token: string): string => {
  const value = system.token(token)
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${token} is ${value}, not a hex colour`)
  return value
}

const luminance = (colour: string): number => {
  const channels = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** Follows `{colors.red.600}` references of semantic tokens down to a hex value. */
const resolve = (name: string): string => {
  const original = String(system.tokens.getByName(name)?.originalValue ?? '')
  const reference = /^\{(.+)\}$/.exec(original)?.[1]
  return reference ? resolve(reference) : hex(name)
}

describe('shell theme readability', () => {
  it.each(['fg.error', 'fg.warning', 'fg.success', 'fg.muted', 'brand.fg'])(
    '%s text reaches 4.5:1 on white and on the page background',
    (token) => {
      const colour = resolve(`colors.${token}`)
      expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5)
      expect(contrast(colour, hex('colors.gray.50'))).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('names Chinese system fonts, Simplified by default and Traditional for zh-TW pages', () => {
    const body = system.token('fonts.body')
    expect(body).toContain('"PingFang SC"')
    expect(body).toContain('"Microsoft YaHei"')
    expect(body).not.toContain('Inter,')
    const css = JSON.stringify(system._config.globalCss)
    expect(css).toMatch(/html:lang\(zh-TW\)[^}]*--chakra-fonts-body[^}]*PingFang TC/)
  })
})
