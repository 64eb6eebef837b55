// Fails when src/generated/schema.ts is not what `pnpm generate` produces from openapi/gdzyz.yaml.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'gdzyz-schema-'))
try {
  const fresh = join(dir, 'schema.ts')
  execFileSync('openapi-typescript', ['openapi/gdzyz.yaml', '-o', fresh], { stdio: 'ignore' })
  if (readFileSync(fresh, 'utf8') !== readFileSync('src/generated/schema.ts', 'utf8')) {
    console.error(
      'src/generated/schema.ts is stale: run `pnpm --filter @gdzyz/api-client generate`.',
    )
    process.exit(1)
  }
  console.info('src/generated/schema.ts is current.')
} finally {
  rmSync(dir, { recursive: true, force: true })
}
