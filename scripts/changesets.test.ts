import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import parse from '@changesets/parse'
import { describe, expect, it } from 'vitest'

// `changeset version` stops on a changeset it cannot read; a Markdown formatter once turned two
// front-matter blocks into headings. Every changeset must name published packages and bumps.
const root = join(import.meta.dirname, '..')
const changesetDir = join(root, '.changeset')
const files = readdirSync(changesetDir).filter((f) => f.endsWith('.md') && f !== 'README.md')

const published = new Set(
  readdirSync(join(root, 'packages')).flatMap((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'))
    return manifest.private ? [] : [manifest.name as string]
  }),
)

describe('changesets', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0)
  })

  it.each(files)('%s names published packages, a bump and a summary', (file) => {
    const { releases, summary } = parse(readFileSync(join(changesetDir, file), 'utf8'))
    expect(releases.length).toBeGreaterThan(0)
    for (const release of releases) {
      expect(published).toContain(release.name)
      expect(['major', 'minor', 'patch']).toContain(release.type)
    }
    expect(summary.trim().length).toBeGreaterThan(20)
  })
})
