import type { Schema } from './wire'

type Announcement = Schema<'Announcement'>

/** Type-4 announcements shown at start; the second proves the console sanitises HTML. */
export const startAnnouncements = (): Announcement[] => [
  {
    title: '系统公告',
    content: '<p>欢迎使用<strong>广东i志愿组织服务</strong>后台管理系统（演示数据）。</p>',
    bottomContent: '我知道了',
    showType: 4,
  },
  {
    title: '安全提示',
    content:
      '<p>请勿向他人透露登录密码。</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
    bottomContent: '确定',
    showType: 4,
  },
]

/** Menus that carry a type-5 announcement in the demo, by menu code: the page's title. */
const MENU_TITLES: Readonly<Record<string, string>> = {
  regist_audit: '实名制校验',
  mission_add: '活动发布',
  edit_pwd: '修改登录密码',
}

export const MENUS_WITH_ANNOUNCEMENTS: readonly string[] = Object.keys(MENU_TITLES)

/** Type-5 announcement of the menu with this code, naming its page as users know it. */
export const menuAnnouncement = (menuCode: string, menuId: bigint): Announcement => ({
  title: '页面提示',
  content: `<p>您正在访问“${MENU_TITLES[menuCode] ?? '本页面'}”，本页数据为演示数据。</p>`,
  bottomContent: '知道了',
  showType: 5,
  menuId,
})
