import { type AppConfig, applyConfig } from './app-config-schema'
import type { Warn } from './config-fields'

/** What reading `config.json` gave: the HTTP status and the raw text. */
export interface ConfigAnswer {
  status: number
  text: string
}

const MAX_CONFIG_CHARS = 64 * 1024

/** Fetches `config.json` past every cache (it changes without a rebuild). */
export async function fetchConfig(
  url: string,
  fetchFn: typeof fetch = fetch,
): Promise<ConfigAnswer> {
  const response = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin' })
  return { status: response.status, text: await response.text() }
}

/**
 * The configuration to run with: `defaults` with the file's valid keys applied. A missing,
 * unreadable, oversized or malformed file gives the defaults; every refusal is reported with
 * `warn`, never thrown, so the console always starts.
 */
export async function resolveConfig(
  answer: Promise<ConfigAnswer>,
  defaults: AppConfig,
  warn: Warn,
): Promise<AppConfig> {
  let read: ConfigAnswer
  try {
    read = await answer
  } catch (error) {
    warn(`config.json could not be read (${String(error)}); the defaults are used`)
    return defaults
  }
  if (read.status < 200 || read.status > 299) {
    warn(`config.json answered HTTP ${read.status}; the defaults are used`)
    return defaults
  }
  if (read.text.length > MAX_CONFIG_CHARS) {
    warn(`config.json is larger than ${MAX_CONFIG_CHARS} characters; the defaults are used`)
    return defaults
  }
  let raw: unknown
  try {
    raw = JSON.parse(read.text)
  } catch {
    warn('config.json is not valid JSON; the defaults are used')
    return defaults
  }
  return applyConfig(defaults, raw, 'config.json', warn)
}
