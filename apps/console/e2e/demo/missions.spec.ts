import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from '../page-helpers'
import { signInThroughForm } from '../sign-in-form'
import { confirmAnnouncementsWhenTheyBlock } from '../support'

// Full loads (the sign-in, the reload) wait for the dev server and the start announcements.
test.describe.configure({ timeout: 90_000 })

const STEP1 = '/admin/activity/mission_add_step1'
const STEP2 = '/admin/activity/mission_add_step2'

const addDays = (n: number) =>
  new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10)

/** The control of a field; required labels start with a hidden *. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^\\*?${label}$`))

async function login(page: Page) {
  await signInThroughForm(page, 'gd_super')
}

test('活动发布: both steps, a draft restored after a reload, published, then found in 活动查询', async ({
  page,
}) => {
  const title = `社区长者关爱探访${Date.now().toString(36)}`
  const start = addDays(2)
  const end = addDays(6)
  await login(page)
  await confirmAnnouncementsWhenTheyBlock(page)
  await page.goto(STEP1)

  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('还有 12 处需要修改')).toBeVisible()
  await expectNoAxeViolations(page)

  await field(page, '活动名称').fill(title)
  await field(page, '服务类别').selectOption('关爱帮扶')
  await field(page, '活动区域').selectOption('440100')
  await field(page, '活动地址').fill('广州市越秀区北京街道文德路 12 号')
  await field(page, '开始日期').fill(start)
  await field(page, '结束日期').fill(end)
  await field(page, '每日开始时间').fill('08:30')
  await field(page, '每日结束时间').fill('12:00')
  await field(page, '招募人数').fill('30')
  await field(page, '联系人').fill('陈晓明')
  await field(page, '联系电话').fill('1380013800')
  await field(page, '活动简介').fill('探访辖区独居长者，协助整理家居、陪伴聊天。')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('手机号码有误，请重填')).toBeVisible()
  await field(page, '联系电话').fill('13800138000')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page).toHaveURL(new RegExp(`${STEP2}$`))

  await field(page, '岗位名称').fill('探访员')
  await field(page, '岗位人数').fill('20')
  await field(page, '日期').fill(start)
  await field(page, '开始时间').fill('08:30')
  await field(page, '结束时间').fill('12:00')
  await expect(page.getByRole('region', { name: '核对信息' })).toContainText(title)
  await expectNoAxeViolations(page)

  // A reload forgets the page's state: the autosaved draft is offered back with both steps.
  page.on('dialog', (dialog) => void dialog.accept())
  await page.reload()
  await expect(page.getByText('请先填写第一步的基本信息')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: '恢复草稿' }).click()
  await expect(field(page, '岗位名称')).toHaveValue('探访员')
  await expect(field(page, '结束时间')).toHaveValue('12:00')
  await expect(page.getByRole('region', { name: '核对信息' })).toContainText(title)

  await page.getByRole('link', { name: '上一步' }).click()
  await expect(field(page, '活动名称')).toHaveValue(title)
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(field(page, '岗位名称')).toHaveValue('探访员')

  await page.getByRole('button', { name: '发布', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/activity\/mission_query\?keyword=/)
  const row = page.getByRole('table', { name: '活动查询列表' }).locator('tbody tr')
  await expect(row).toHaveCount(1)
  await expect(row.first()).toContainText(title)
  await expect(row.first()).toContainText('广州市')
})
