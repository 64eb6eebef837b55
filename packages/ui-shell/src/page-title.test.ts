import { describe, expect, it } from 'vitest'
import { PRODUCT_TITLE, pageTitle } from './page-title'

describe('pageTitle', () => {
  it('appends the product title after a hyphen separator', () => {
    expect(pageTitle('实名制校验')).toBe('实名制校验 - 广东i志愿组织服务')
  })

  it('falls back to the product title alone for empty or missing titles', () => {
    expect(pageTitle()).toBe(PRODUCT_TITLE)
    expect(pageTitle('   ')).toBe(PRODUCT_TITLE)
    expect(pageTitle(null)).toBe(PRODUCT_TITLE)
  })
})

describe('pageTitle in Traditional Chinese', () => {
  it('ends with the Traditional product title', () => {
    expect(pageTitle('實名制校驗', 'zh-TW')).toBe('實名制校驗 - 廣東i志願組織服務')
    expect(pageTitle(undefined, 'zh-TW')).toBe('廣東i志願組織服務')
  })
})
