import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from '../page-helpers'
import { signInThroughForm } from '../sign-in-form'
import { confirmAnnouncementsWhenTheyBlock } from '../support'

// The sign-in is a full load that waits for the dev server and the start announcements.
test.describe.configure({ timeout: 90_000 })

const QUERY = '/admin/activity/mission_query'

/** The control of a field; required labels start with a hidden *. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^\\*?${label}$`))

async function login(page: Page) {
  await signInThroughForm(page, 'gd_super')
  await confirmAnnouncementsWhenTheyBlock(page)
}

test('活动查询: 修改 saves a changed title shown in the list, 总结 saves a summary', async ({
  page,
}) => {
  const title = `社区环境清洁日${Date.now().toString(36)}`
  await login(page)
  await page.goto(QUERY)
  const rows = page.getByRole('table', { name: '活动查询列表' }).locator('tbody tr')
  await rows.first().getByRole('link', { name: '修改' }).click()
  await expect(page).toHaveURL(/\/admin\/activity\/mission_modify\?id=\d+$/)
  await expect(field(page, '活动名称')).not.toHaveValue('')
  await expectNoAxeViolations(page)

  const start = await field(page, '开始日期').inputValue()
  await field(page, '活动名称').fill(title)
  // An older mission has no daily times, posts or sessions yet.
  await field(page, '每日开始时间').fill('09:00')
  await field(page, '每日结束时间').fill('11:30')
  await field(page, '岗位名称').fill('清洁员')
  await field(page, '岗位人数').fill('1')
  await field(page, '日期').fill(start)
  await field(page, '开始时间').fill('09:00')
  await field(page, '结束时间').fill('11:30')
  await page.getByRole('button', { name: '保存修改' }).click()

  await expect(page).toHaveURL(/\/admin\/activity\/mission_query\?keyword=/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(title)

  await rows.first().getByRole('link', { name: '总结' }).click()
  await expect(page).toHaveURL(/\/admin\/activity\/mission_summary\?id=\d+$/)
  await expect(page.getByRole('main')).toContainText(title)
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('请输入总结内容')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel(/总结内容/).fill('清理河道垃圾 300 公斤，参与居民 56 人次。')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('活动总结已保存')).toBeVisible()

  await page.goto(page.url().replace('mission_summary', 'mission_detail'))
  await expect(page.getByRole('main')).toContainText('清理河道垃圾 300 公斤，参与居民 56 人次。')
})
