import type { Locale } from '@gdzyz/auth'

/** Product title shown after every page title (SPEC section 9). */
export const PRODUCT_TITLE = '广东i志愿组织服务'
/** Title of the sidebar header (SPEC section 9). */
export const SIDEBAR_TITLE = '广东i志愿后台管理系统'
/** Short product title (SPEC section 9). */
export const SHORT_TITLE = 'i志愿'

/** The product title in each interface language. */
export const PRODUCT_TITLES: Readonly<Record<Locale, string>> = {
  'zh-CN': PRODUCT_TITLE,
  'zh-TW': '廣東i志願組織服務',
}

/** The sidebar title in each interface language. */
export const SIDEBAR_TITLES: Readonly<Record<Locale, string>> = {
  'zh-CN': SIDEBAR_TITLE,
  'zh-TW': '廣東i志願後台管理系統',
}

/**
 * Document title for a route: `route title - 广东i志愿组织服务` (the product title in the
 * interface language, default Simplified). The separator is ` - ` (hyphen-minus with spaces),
 * the convention of the console this shell replaces; without a route title the product title
 * stands alone.
 */
export function pageTitle(title?: string | null, locale: Locale = 'zh-CN'): string {
  const product = PRODUCT_TITLES[locale]
  const trimmed = title?.trim()
  return trimmed ? `${trimmed} - ${product}` : product
}
