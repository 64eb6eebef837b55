import type { EarlyResult } from '../early/early-contract'
import { type AppConfig, applyConfig } from './app-config-schema'
import { BUILT_IN_CONFIG } from './config-built-in'
import { fetchConfig, resolveConfig } from './read-config'

const warn = (message: string) => console.warn(`[config] ${message}`)

/** The build's defaults (its `VITE_*` variables, validated), written in by build/runtime-config.ts. */
const BUILD_DEFAULTS = (import.meta.env as { GDZYZ_CONFIG_DEFAULTS?: unknown })
  .GDZYZ_CONFIG_DEFAULTS

let defaults: AppConfig | undefined
let current: AppConfig | undefined

const buildDefaults = (): AppConfig => {
  defaults ??= applyConfig(BUILT_IN_CONFIG, BUILD_DEFAULTS ?? {}, 'build defaults', warn)
  return defaults
}

/** Where the runtime configuration is served: beside `index.html`. */
export const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`

/**
 * The console's runtime configuration. Before `loadAppConfig` has finished (and in tests) it is
 * the build's defaults.
 */
export function appConfig(): AppConfig {
  current ??= buildDefaults()
  return current
}

/**
 * Reads `config.json` (the early script's answer when it has one; asked again when that request
 * failed) and makes it the configuration of this run. Never rejects.
 */
export async function loadAppConfig(early?: Promise<EarlyResult>): Promise<AppConfig> {
  const answer = early
    ? early.then((read) => read ?? fetchConfig(CONFIG_URL))
    : fetchConfig(CONFIG_URL)
  current = await resolveConfig(answer, buildDefaults(), warn)
  return current
}
