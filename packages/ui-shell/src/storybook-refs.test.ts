import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../.storybook/main'

// Storybook composes the online Storybook of every dependency whose package.json has a
// `storybook.url`; offline, the sidebar then shows "Oh no! Something went wrong".
const root = join(import.meta.dirname, '..')
const require = createRequire(join(root, 'package.json'))
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
const composed = names.filter((name) => {
  try {
    const pkg = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'))
    return typeof pkg.storybook?.url === 'string'
  } catch {
    return false
  }
})

describe('Storybook config', () => {
  it('finds the dependencies that would be composed', () => {
    expect(composed).toContain('@chakra-ui/react')
  })

  it.each(composed)('disables the external reference of %s', (name) => {
    const refs = (config.refs ?? {}) as Record<string, { disable?: boolean }>
    expect(refs[name]?.disable).toBe(true)
  })

  it('declares no other external Storybook', () => {
    const refs = Object.values((config.refs ?? {}) as Record<string, { url?: string }>)
    expect(refs.filter((ref) => ref.url)).toEqual([])
  })
})
