import { expect, type Page, test } from '@playwright/test'
import { confirmAnnouncementDialogs, signInThroughForm } from '../sign-in-form'

const mobileField = (page: Page) => page.getByLabel('手机号码')

test('a change survives a reload and another tab; the reset button restores the seeded data', async ({
  page,
}) => {
  await confirmAnnouncementDialogs(page)
  await signInThroughForm(page, 'gd_super')
  await page.goto('/admin/personalCenter/edit_my_info')
  await expect(mobileField(page)).toHaveValue('13800000001')
  await mobileField(page).fill('13912345678')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('保存成功')).toBeVisible()

  // A reload keeps the session and the change (the demo state is in localStorage).
  await page.reload()
  await expect(mobileField(page)).toHaveValue('13912345678')
  // So does another tab of the same browser.
  const other = await page.context().newPage()
  await confirmAnnouncementDialogs(other)
  await other.goto('/admin/personalCenter/edit_my_info')
  await expect(mobileField(other)).toHaveValue('13912345678')
  await other.close()

  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByRole('button', { name: '重置演示数据' }).click()
  const question = page.getByRole('alertdialog')
  await expect(question).toContainText('确定将演示数据恢复为初始状态吗')
  await question.getByRole('button', { name: '确定重置' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: '演示数据已恢复为初始状态。' }),
  ).toBeVisible()

  await signInThroughForm(page, 'gd_super')
  await page.goto('/admin/personalCenter/edit_my_info')
  await expect(mobileField(page)).toHaveValue('13800000001')
})

test('a dashboard counter equals the pending rows of the list it opens', async ({ page }) => {
  await confirmAnnouncementDialogs(page)
  await signInThroughForm(page, 'gd_super')
  const counter = page.getByRole('link', { name: /实名制校验/ })
  const count = Number(/(\d+)\s*项/.exec((await counter.textContent()) ?? '')?.[1])
  expect(count).toBeGreaterThan(0)
  const list = page.waitForResponse(
    (res) => res.url().includes('/list/regist_audit?') && res.url().includes('status=0'),
  )
  await counter.click()
  await expect(page).toHaveURL(/\/admin\/personnel\/regist_audit\?status=0$/)
  const answer = (await (await list).json()) as { data: { total: number } }
  expect(answer.data.total).toBe(count)
  await expect(page.getByText(`共 ${count} 条`)).toBeVisible()
  // gz_admin sees no counter for the organisation audits it may not open.
  await page.getByRole('button', { name: '退出登录' }).click()
  await signInThroughForm(page, 'gz_admin')
  await expect(page.getByRole('link', { name: /实名制校验/ })).toBeVisible()
  await expect(page.getByText('新注册团体归属组织审核')).toHaveCount(0)
})

test('the volunteer and administrator password appeals are different records', async ({ page }) => {
  await confirmAnnouncementDialogs(page)
  await signInThroughForm(page, 'gd_super')
  const firstRow = async (path: string) => {
    await page.goto(`/admin${path}`)
    const row = page.getByRole('table').getByRole('row').nth(1)
    await expect(row).toBeVisible()
    return row.textContent()
  }
  const volunteer = await firstRow('/personnel/retrieve_password_appeal')
  const admin = await firstRow('/organization/retrieve_password_appeal')
  expect(volunteer).not.toBe(admin)
  // The administrator appeals show the admin account (area code and number), volunteers do not.
  expect(admin).toMatch(/44\d{4}_\d{4}/)
  expect(volunteer).not.toMatch(/44\d{4}_\d{4}/)
})
