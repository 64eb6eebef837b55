/** Strings of the console app itself, namespace `app` (route titles live in the route table). */
const zhCN = {
  productTitle: '广东i志愿组织服务',
  loading: '加载中…',
  list: {
    keyword: '关键字',
    search: '查询',
  },
  language: { 'zh-CN': '简体中文', 'zh-TW': '繁體中文' },
}

export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

const zhTW: Shape<typeof zhCN> = {
  productTitle: '廣東i志願組織服務',
  loading: '載入中…',
  list: {
    keyword: '關鍵字',
    search: '查詢',
  },
  language: { 'zh-CN': '简体中文', 'zh-TW': '繁體中文' },
}

export const APP_NAMESPACE = 'app'

export const appResources = {
  'zh-CN': { app: zhCN },
  'zh-TW': { app: zhTW },
} as const
