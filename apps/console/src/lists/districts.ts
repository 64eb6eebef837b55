/**
 * Guangdong's 21 prefecture-level cities: the values of the district filter (`districtId`).
 * Names are data, shown as written here in each language.
 */
export const GUANGDONG_CITIES: readonly { code: string; 'zh-CN': string; 'zh-TW': string }[] = [
  { code: '440100', 'zh-CN': '广州市', 'zh-TW': '廣州市' },
  { code: '440200', 'zh-CN': '韶关市', 'zh-TW': '韶關市' },
  { code: '440300', 'zh-CN': '深圳市', 'zh-TW': '深圳市' },
  { code: '440400', 'zh-CN': '珠海市', 'zh-TW': '珠海市' },
  { code: '440500', 'zh-CN': '汕头市', 'zh-TW': '汕頭市' },
  { code: '440600', 'zh-CN': '佛山市', 'zh-TW': '佛山市' },
  { code: '440700', 'zh-CN': '江门市', 'zh-TW': '江門市' },
  { code: '440800', 'zh-CN': '湛江市', 'zh-TW': '湛江市' },
  { code: '440900', 'zh-CN': '茂名市', 'zh-TW': '茂名市' },
  { code: '441200', 'zh-CN': '肇庆市', 'zh-TW': '肇慶市' },
  { code: '441300', 'zh-CN': '惠州市', 'zh-TW': '惠州市' },
  { code: '441400', 'zh-CN': '梅州市', 'zh-TW': '梅州市' },
  { code: '441500', 'zh-CN': '汕尾市', 'zh-TW': '汕尾市' },
  { code: '441600', 'zh-CN': '河源市', 'zh-TW': '河源市' },
  { code: '441700', 'zh-CN': '阳江市', 'zh-TW': '陽江市' },
  { code: '441800', 'zh-CN': '清远市', 'zh-TW': '清遠市' },
  { code: '441900', 'zh-CN': '东莞市', 'zh-TW': '東莞市' },
  { code: '442000', 'zh-CN': '中山市', 'zh-TW': '中山市' },
  { code: '445100', 'zh-CN': '潮州市', 'zh-TW': '潮州市' },
  { code: '445200', 'zh-CN': '揭阳市', 'zh-TW': '揭陽市' },
  { code: '445300', 'zh-CN': '云浮市', 'zh-TW': '雲浮市' },
]

const BY_CODE = new Map(GUANGDONG_CITIES.map((city) => [city.code, city]))

export function isCityCode(value: string): boolean {
  return BY_CODE.has(value)
}

/** A city's name in a language, or undefined for a code that is not one of the 21 cities. */
export function cityName(code: string, locale: 'zh-CN' | 'zh-TW'): string | undefined {
  return BY_CODE.get(code)?.[locale]
}
