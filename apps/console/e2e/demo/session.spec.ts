import { expect, type Page, test } from '@playwright/test'
import { fillSignInForm } from '../sign-in-form'
import { dismissAnnouncements, sidebar, tagsBar } from '../support'

async function login(page: Page, userName: string, path = '/admin/login') {
  await page.goto(path)
  await fillSignInForm(page, userName)
}

const expiredToasts = (page: Page) => page.getByText('登录已失效，请重新登录', { exact: true })

test('logout lands on the login page and the next admin inherits no tags', async ({ page }) => {
  await login(page, 'gd_super')
  await dismissAnnouncements(page, 2)
  await sidebar(page).getByText('系统管理', { exact: true }).click()
  await sidebar(page).getByText('角色管理', { exact: true }).click()
  await expect(tagsBar(page).getByRole('link')).toHaveText(['首页', '角色管理'])

  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible()

  await fillSignInForm(page, 'gz_admin')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await dismissAnnouncements(page, 2)
  await expect(page.getByText('欢迎，gz_admin')).toBeVisible()
  await expect(tagsBar(page).getByRole('link')).toHaveText(['首页'])
  expect(await page.evaluate(() => sessionStorage.getItem('gdzyz-shell-tags'))).not.toContain(
    '/system/role',
  )
})

test('an expired token: one message, the login page, then back to the same page', async ({
  page,
  context,
}) => {
  const { hostname } = new URL(test.info().project.use.baseURL ?? '')
  await context.addCookies([
    { name: 'Admin-Token', value: 'expired-token', domain: hostname, path: '/', sameSite: 'Lax' },
  ])
  await page.goto('/admin/personnel/volunteer_query?page=2')
  await expect(page).toHaveURL(
    /\/admin\/login\?redirect=%2Fpersonnel%2Fvolunteer_query%3Fpage%3D2$/,
  )
  await expect(expiredToasts(page)).toHaveCount(1)
  await page.waitForTimeout(500)
  await expect(expiredToasts(page)).toHaveCount(1)
  await fillSignInForm(page, 'gd_super')
  await expect(page).toHaveURL(/\/admin\/personnel\/volunteer_query\?page=2$/)
  await dismissAnnouncements(page)
  await expect(page.getByRole('heading', { name: '志愿者查询' })).toBeVisible()
})

test('a banned account sees the notice on the dashboard right after sign-in', async ({ page }) => {
  await login(page, 'banned_admin')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  const dialog = page.getByRole('alertdialog', { name: '提示' })
  await expect(dialog).toContainText('该账户已被封禁', { timeout: 10_000 })
})
