import type { TagView } from '../stores/tags-store'

export const dashboardTag: TagView = {
  path: '/dashboard',
  fullPath: '/dashboard',
  title: { 'zh-CN': '首页', 'zh-TW': '首頁' },
  affix: true,
}

export const announcementLinks = [
  {
    title: { 'zh-CN': '志愿服务条例', 'zh-TW': '志願服務條例' },
    href: 'https://example.org/article/1',
  },
  {
    title: { 'zh-CN': '平台操作指南', 'zh-TW': '平台操作指南' },
    href: 'https://example.org/article/2',
  },
]

export interface DemoRow {
  id: string
  name: string
  district: string
  status: string
}

export const demoRows: DemoRow[] = Array.from({ length: 10 }, (_, i) => ({
  id: `90071992547409${String(i).padStart(2, '0')}`,
  name: ['陈志明', '李晓华', '王芳', '张伟', '刘洋'][i % 5] ?? '',
  district: ['广州市', '深圳市', '佛山市', '东莞市'][i % 4] ?? '',
  status: i % 3 === 0 ? '待审核' : '已通过',
}))
