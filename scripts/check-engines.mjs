// Fails when any package in the lockfile declares an `engines.node` range that excludes a
// Node version this workspace supports. pnpm's engineStrict only checks the Node that runs
// the install; this check covers the others, so engine drift shows before a clean install.
import { readFileSync } from 'node:fs'
import semver from 'semver'
import { parse } from 'yaml'

export const SUPPORTED_NODE = ['20.19.0', '20.20.2', '24.11.0', '24.21.0']

export function incompatiblePackages(lockfile, versions = SUPPORTED_NODE) {
  const problems = []
  for (const [id, meta] of Object.entries(lockfile.packages ?? {})) {
    const range = meta?.engines?.node
    if (!range) continue
    for (const version of versions) {
      if (!semver.satisfies(version, range, { includePrerelease: true })) {
        problems.push({ id, range, version })
      }
    }
  }
  return problems
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lockfile = parse(readFileSync(new URL('../pnpm-lock.yaml', import.meta.url), 'utf8'))
  const problems = incompatiblePackages(lockfile)
  const count = Object.keys(lockfile.packages ?? {}).length
  if (problems.length > 0) {
    for (const p of problems)
      console.error(`${p.id} needs node ${p.range}; ${p.version} is supported`)
    process.exit(1)
  }
  console.log(`engines: ${count} locked packages accept Node ${SUPPORTED_NODE.join(', ')}`)
}
