/** Product title shown after every page title (SPEC section 9). */
export const PRODUCT_TITLE = '广东i志愿组织服务'
/** Title of the sidebar header (SPEC section 9). */
export const SIDEBAR_TITLE = '广东i志愿后台管理系统'
/** Short product title (SPEC section 9). */
export const SHORT_TITLE = 'i志愿'

/**
 * Document title for a route: `route title - 广东i志愿组织服务`.
 * The separator is ` - ` (hyphen-minus with spaces), the convention of the console this
 * shell replaces; without a route title the product title stands alone.
 */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim()
  return trimmed ? `${trimmed} - ${PRODUCT_TITLE}` : PRODUCT_TITLE
}
