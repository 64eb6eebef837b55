import type { AppConfig } from '../runtime-config/app-config-schema'

/** The two article links of the important-announcements strip, addresses from the configuration. */
export function announcementLinks(config: AppConfig) {
  return [
    {
      title: { 'zh-CN': '广东省志愿服务条例', 'zh-TW': '廣東省志願服務條例' },
      href: config.articleLinks.regulations,
    },
    {
      title: { 'zh-CN': '平台使用指南', 'zh-TW': '平台使用指南' },
      href: config.articleLinks.guide,
    },
  ] as const
}
