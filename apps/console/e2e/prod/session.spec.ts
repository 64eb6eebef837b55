import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { dismissAnnouncements, sidebar, signIn } from '../support'

test('without a token production leaves for the site root', async ({ page }) => {
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(`${new URL(test.info().project.use.baseURL ?? '').origin}/`)
  await expect(page.getByRole('heading', { name: 'site root' })).toBeVisible()
})

test('type-4 announcements show in order and their HTML runs nothing', async ({
  page,
  context,
}) => {
  await signIn(context, 'gd_super')
  await page.goto('/admin/dashboard')
  const titles = await dismissAnnouncements(page, 2)
  expect(titles).toEqual(['系统公告', '安全提示'])
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  await expect(page.getByText('欢迎，gd_super')).toBeVisible()
})

test('the super admin sees every section; the whole dashboard passes axe', async ({
  page,
  context,
}) => {
  await signIn(context, 'gd_super')
  await page.goto('/admin/dashboard')
  await dismissAnnouncements(page, 2)
  const nav = sidebar(page)
  for (const name of ['人员管理', '组织团体管理', '个人中心', '活动管理', '网站管理', '纪律专区']) {
    await expect(nav.getByText(name, { exact: true })).toBeVisible()
  }
  await expect(nav.locator('[data-menu-item]:not([data-nested])')).toHaveCount(23)
  // The whole page: shell landmarks (sidebar, top bar, tags) as well as the content.
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})

test('gz_admin sees only its four sections', async ({ page, context }) => {
  await signIn(context, 'gz_admin')
  await page.goto('/admin/dashboard')
  await dismissAnnouncements(page, 2)
  const nav = sidebar(page)
  const top = nav.locator('[data-menu-item]:not([data-nested])')
  await expect(top).toHaveText(['首页', '人员管理', '个人中心', '活动管理', '数据统计'])
  await page.goto('/admin/organization')
  await expect(page.getByTestId('forbidden')).toBeVisible()
})

test('banned_admin gets the dialog and stays on the dashboard', async ({ page, context }) => {
  await signIn(context, 'banned_admin')
  await page.goto('/admin/dashboard')
  // The notice comes on the dashboard itself, with the start announcements.
  const titles = await dismissAnnouncements(page, 3)
  expect(titles).toContain('提示')
  await sidebar(page).getByText('人员管理', { exact: true }).click()
  await sidebar(page).getByText('实名制校验', { exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: '提示' })
  await expect(dialog).toContainText('该账户已被封禁')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await dialog.getByRole('button').last().click()
  await expect(page.getByText('欢迎，banned_admin')).toBeVisible()
})

test('logout returns to the site root even when the server logout fails', async ({
  page,
  context,
}) => {
  await signIn(context, 'gz_admin')
  await page.route('**/gdzyz/auth/login/loginOut**', (route) =>
    route.fulfill({ status: 500, body: 'down' }),
  )
  await page.goto('/admin/dashboard')
  await dismissAnnouncements(page, 2)
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL(`${new URL(test.info().project.use.baseURL ?? '').origin}/`)
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined()
})
