// `pnpm release`: build the library packages and publish the unpublished versions to the
// registry configured for the @gdzyz scope. The registry address comes from npm configuration
// (~/.npmrc, a project .npmrc outside git, or NPM_CONFIG_USERCONFIG), never from a manifest.
// `--prebuilt` skips the build (the release test builds once); other arguments go to
// `changeset publish` (for example --no-git-tag).
import { execFileSync } from 'node:child_process'

const SCOPE = '@gdzyz'

export function scopeRegistry(env = process.env) {
  const fromEnv = env[`npm_config_${SCOPE}:registry`]
  if (fromEnv) return fromEnv
  const value = execFileSync('npm', ['config', 'get', `${SCOPE}:registry`], {
    encoding: 'utf8',
    env,
  }).trim()
  return value && value !== 'undefined' ? value : null
}

const registry = scopeRegistry()
if (!registry) {
  console.error(
    `release: no registry is configured for ${SCOPE}. Add "${SCOPE}:registry=<your registry URL>"` +
      ' and its auth token to ~/.npmrc (see README "Releasing").',
  )
  process.exit(1)
}

const env = { ...process.env, [`npm_config_${SCOPE}:registry`]: registry }
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env })

console.log(`release: publishing ${SCOPE} packages to the configured scope registry`)
const args = process.argv.slice(2)
if (!args.includes('--prebuilt')) run('pnpm', ['build:packages'])
run('pnpm', ['exec', 'changeset', 'publish', ...args.filter((a) => a !== '--prebuilt')])
