import { type AppConfig, applyConfig } from './app-config-schema'
import { BUILT_IN_CONFIG } from './config-built-in'
import type { Warn } from './config-fields'

type Env = Readonly<Record<string, string | boolean | undefined>>

function json(text: string | undefined, name: string, warn: Warn): unknown {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    warn(`${name}: not JSON, ignored`)
    return undefined
  }
}

/**
 * The build's defaults: the `VITE_*` variables of the build (each validated like the file's
 * keys) over the built-in values. `config.json` is applied over these at start.
 */
export function configDefaults(env: Env, warn: Warn): AppConfig {
  const text = (name: string) => {
    const value = env[name]
    return typeof value === 'string' && value !== '' ? value : undefined
  }
  const fromEnv: Record<string, unknown> = {
    imageBase: text('VITE_IMAGE_BASE'),
    uploadBase: text('VITE_UPLOAD_BASE'),
    h5Base: text('VITE_H5_URL'),
    mapKey: text('VITE_MAP_KEY'),
    partnerSites: {
      hszh: text('VITE_HSZH_URL'),
      spaq: text('VITE_SPAQ_URL'),
      xfaq: text('VITE_XFAQ_URL'),
    },
    westPlanUrl: text('VITE_WEST_PLAN_URL'),
    demoSearchUrl: text('VITE_DEMO_SEARCH_URL'),
    iframePages: json(text('VITE_IFRAME_PAGES'), 'VITE_IFRAME_PAGES', warn),
    helpUrl: text('VITE_HELP_URL'),
    articleLinks: { regulations: text('VITE_ARTICLE_1_URL'), guide: text('VITE_ARTICLE_2_URL') },
    sessionExpiry: json(text('VITE_SESSION_EXPIRY'), 'VITE_SESSION_EXPIRY', warn),
  }
  const set = JSON.parse(JSON.stringify(fromEnv), (_key, value) =>
    isEmptyObject(value) ? undefined : value,
  )
  return applyConfig(BUILT_IN_CONFIG, set ?? {}, 'build variables', warn)
}

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 0
