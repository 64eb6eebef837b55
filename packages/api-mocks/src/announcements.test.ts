import { describe, expect, it } from 'vitest'
import { MENUS_WITH_ANNOUNCEMENTS, menuAnnouncement, startAnnouncements } from './announcements'
import { menuIdOf } from './menus'

describe('demo announcements', () => {
  it('name the page in Chinese, never its menu code', () => {
    expect(menuAnnouncement('regist_audit', 1n).content).toContain('实名制校验')
    for (const code of MENUS_WITH_ANNOUNCEMENTS) {
      const { title, content, bottomContent } = menuAnnouncement(code, menuIdOf(code) ?? 0n)
      const text = `${title}${content.replace(/<[^>]+>/g, '')}${bottomContent}`
      expect(text, code).not.toMatch(/[A-Za-z_]{2,}/)
    }
    for (const { title, content } of startAnnouncements()) {
      // The second start announcement carries hostile markup on purpose (sanitiser proof).
      const visible = content.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, '')
      expect(`${title}${visible}`).not.toMatch(/[A-Za-z_]{3,}/)
    }
  })
})
