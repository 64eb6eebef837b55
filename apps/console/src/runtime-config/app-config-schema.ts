import {
  httpsBase,
  httpsUrl,
  integerList,
  isRecord,
  knownFields,
  serviceKey,
  type Warn,
} from './config-fields'

export const PARTNER_SITES = ['hszh', 'spaq', 'xfaq'] as const
export type PartnerSite = (typeof PARTNER_SITES)[number]
export const ARTICLE_LINKS = ['regulations', 'guide'] as const
export type ArticleLink = (typeof ARTICLE_LINKS)[number]

/**
 * Everything the console opens, embeds or resolves against outside its own origin, plus the
 * session-expiry rule: read at start from `config.json` beside `index.html`.
 */
export interface AppConfig {
  /** Relative image paths (profile `idpicPath`, banners) resolve against it; ends with `/`. */
  imageBase: string
  /** Where uploaded files are sent; ends with `/`. */
  uploadBase: string
  /** The mobile (H5) site that mission QR codes link to; ends with `/`. */
  h5Base: string
  /** The map service key ('' when none). */
  mapKey: string
  /** Bases of the three partner sites opened by the special permissions. */
  partnerSites: Readonly<Record<PartnerSite, string>>
  /** The west-China plan site (the 西部计划授权 link). */
  westPlanUrl: string
  /** The link of the 其他 section. */
  demoSearchUrl: string
  /** `/iframe/index?menucode=` allow-list: menu code -> https address. */
  iframePages: ReadonlyMap<string, string>
  /** The top bar's help icon. */
  helpUrl: string
  /** The two article links of the important-announcements strip. */
  articleLinks: Readonly<Record<ArticleLink, string>>
  /** HTTP statuses and envelope codes that mean "the session has expired". */
  sessionExpiry: { readonly statuses: readonly number[]; readonly codes: readonly number[] }
}

type Reader = (raw: unknown, current: AppConfig, where: string, warn: Warn) => unknown

const url: Reader = (raw) => httpsUrl(raw)
const base: Reader = (raw) => httpsBase(raw)

function sites<K extends string>(keys: readonly K[], field: 'partnerSites' | 'articleLinks') {
  return ((raw, current, where, warn) => {
    const read = knownFields(raw, keys, (_key, value) => httpsUrl(value), where, warn)
    return read && { ...current[field], ...read }
  }) satisfies Reader
}

const iframePages: Reader = (raw, _current, where, warn) => {
  if (!isRecord(raw)) return undefined
  const pages = new Map<string, string>()
  for (const [code, value] of Object.entries(raw)) {
    const address = httpsUrl(value)
    if (/^[A-Za-z][\w-]{0,63}$/.test(code) && address) pages.set(code, address)
    else
      warn(
        `${where}.${code}: refused entry (a menu code starting with a letter, then letters, digits, - or _, and an https address), left out`,
      )
  }
  return pages
}

const sessionExpiry: Reader = (raw, current, where, warn) => {
  const read = knownFields(
    raw,
    ['statuses', 'codes'],
    (key, value) =>
      key === 'statuses' ? integerList(value, 400, 599) : integerList(value, -1e9, 1e9),
    where,
    warn,
  )
  return read && { ...current.sessionExpiry, ...read }
}

const READERS: Record<keyof AppConfig, Reader> = {
  imageBase: base,
  uploadBase: base,
  h5Base: base,
  mapKey: (raw) => serviceKey(raw),
  partnerSites: sites(PARTNER_SITES, 'partnerSites'),
  westPlanUrl: url,
  demoSearchUrl: url,
  iframePages,
  helpUrl: url,
  articleLinks: sites(ARTICLE_LINKS, 'articleLinks'),
  sessionExpiry,
}

/**
 * `current` with the valid keys of `raw` applied. Strict: an unknown key, or a value that is not
 * what its key takes (an address that is not https, a malformed list), is reported with `warn`
 * and leaves `current`'s value in place; a nested object keeps the entries it does not name.
 */
export function applyConfig(
  current: AppConfig,
  raw: unknown,
  where: string,
  warn: Warn,
): AppConfig {
  if (!isRecord(raw)) {
    warn(`${where}: not a JSON object; the defaults are used`)
    return current
  }
  const next: Record<string, unknown> = { ...current }
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(READERS, key)) {
      warn(`${where}: unknown key "${key}", ignored`)
      continue
    }
    const read = READERS[key as keyof AppConfig](value, current, `${where}.${key}`, warn)
    if (read === undefined) warn(`${where}.${key}: refused value; the default is used`)
    else next[key] = read
  }
  return next as unknown as AppConfig
}

/** The configuration as `config.json` holds it (the allow-list as an object). */
export function toConfigJson(config: AppConfig): Record<string, unknown> {
  return { ...config, iframePages: Object.fromEntries(config.iframePages) }
}
