/**
 * Deployment configuration read from Vite env variables at build time.
 * Every external address the console may open or embed is listed here and nowhere else.
 */
const env = import.meta.env as Record<string, string | undefined>

function httpsUrl(value: string | undefined, fallback: string): string {
  return value?.startsWith('https://') ? value : fallback
}

/** The west-China plan site reached through the authorise link. */
export const WEST_PLAN_URL = httpsUrl(env.VITE_WEST_PLAN_URL, 'https://xibu.youth.cn/')

/** The demo search link of the "other" section. */
export const DEMO_SEARCH_URL = httpsUrl(env.VITE_DEMO_SEARCH_URL, 'https://www.baidu.com/')

function parseIframePages(raw: string | undefined): Readonly<Record<string, string>> {
  const fallback = { gdzyz_home: 'https://www.gdzyz.cn/' }
  if (!raw) return fallback
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return fallback
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && entry[1].startsWith('https://'),
      ),
    )
  } catch {
    return fallback
  }
}

/**
 * Allow-list for `/iframe/index?menucode=`: menu code -> https address. Set with
 * `VITE_IFRAME_PAGES='{"code":"https://..."}'`; non-https entries are dropped.
 */
export const IFRAME_PAGES = parseIframePages(env.VITE_IFRAME_PAGES)

/** Bases of the external sites opened by the special permissions (token and host are added). */
export const EXTERNAL_SITES = {
  hszh: httpsUrl(env.VITE_HSZH_URL, 'https://hszh.gdzyz.cn/'),
  spaq: httpsUrl(env.VITE_SPAQ_URL, 'https://spaq.gdzyz.cn/'),
  xfaq: httpsUrl(env.VITE_XFAQ_URL, 'https://xfaq.gdzyz.cn/'),
} as const

/** The volunteers' H5 site: a mission's sign-in QR code links to its sign-in page there. */
export const H5_SITE_URL = httpsUrl(env.VITE_H5_URL, 'https://h5.gdzyz.cn/')

/** The help page opened by the top bar's help icon. */
export const HELP_URL = httpsUrl(env.VITE_HELP_URL, 'https://www.gdzyz.cn/')

/** The two article links of the important-announcements strip. */
export const ANNOUNCEMENT_LINKS = [
  {
    title: { 'zh-CN': '广东省志愿服务条例', 'zh-TW': '廣東省志願服務條例' },
    href: httpsUrl(env.VITE_ARTICLE_1_URL, 'https://www.gdzyz.cn/article/regulations'),
  },
  {
    title: { 'zh-CN': '平台使用指南', 'zh-TW': '平台使用指南' },
    href: httpsUrl(env.VITE_ARTICLE_2_URL, 'https://www.gdzyz.cn/article/guide'),
  },
] as const
