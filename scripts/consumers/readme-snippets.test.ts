import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The README examples of the Vue and React paths are the consumer apps' own code: each code
// block after a `<!-- verbatim: path -->` marker must appear, unchanged, in that file, which the
// release test type-checks, builds and runs.
const root = join(import.meta.dirname, '../..')
const MARKED = /<!-- verbatim: (\S+) -->\n\n```\w*\n([\s\S]*?)\n```/g

const snippets = (readme: string) =>
  [...readFileSync(join(root, readme), 'utf8').matchAll(MARKED)].map(([, file, code]) => ({
    file: file as string,
    code: code as string,
  }))

describe.each([
  ['packages/validators/README.md', ['vue-element/', 'react-forms/']],
  ['packages/auth/README.md', ['vue-element/', 'react-forms/']],
])('%s', (readme, apps) => {
  it('has a Vue + Element Plus and a React section', () => {
    const text = readFileSync(join(root, readme), 'utf8')
    expect(text).toMatch(/^##+ .*Vue.*$/m)
    expect(text).toMatch(/^##+ .*React.*$/m)
  })

  it('takes its Vue and React examples from the consumer apps', () => {
    const files = snippets(readme).map((snippet) => snippet.file)
    for (const app of apps) expect(files.some((file) => file.includes(app))).toBe(true)
  })

  it.each(snippets(readme))('$file contains the README example verbatim', ({ file, code }) => {
    expect(file).toMatch(/^scripts\/consumers\//)
    expect(readFileSync(join(root, file), 'utf8')).toContain(code)
  })
})

describe('what an adopting team needs to read', () => {
  const read = (path: string) => readFileSync(join(root, path), 'utf8')

  it('the Standard Schema resolver needs @standard-schema/spec, and the React app installs it', () => {
    expect(read('packages/validators/README.md')).toMatch(
      /pnpm add @hookform\/resolvers @standard-schema\/spec/,
    )
    const app = JSON.parse(read('scripts/consumers/react-forms/package.json'))
    expect(app.dependencies).toHaveProperty('@standard-schema/spec')
  })

  it('server batches pass one `today` to isIdCard', () => {
    expect(read('packages/validators/README.md')).toContain('isIdCard(value, today)')
  })

  it("auth's types need the DOM lib or @types/node", () => {
    expect(read('packages/auth/README.md')).toMatch(/DOM lib[\s\S]{0,80}@types\/node/)
  })
})
