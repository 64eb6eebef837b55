import { expect, type Page, test } from '@playwright/test'
import { fillSignInForm } from '../sign-in-form'
import { dismissAnnouncements, PASSWORD, sidebar } from '../support'

async function login(page: Page, userName: string) {
  await page.goto('/admin/login')
  await fillSignInForm(page, userName)
}

test('the mock worker script is served under /admin/ in dev', async ({ request }) => {
  const res = await request.get('/admin/mockServiceWorker.js')
  expect(res.ok()).toBe(true)
  expect(await res.text()).toContain('Mock Service Worker')
})

test('signed out, the app sends the user to /login, carrying the page asked for', async ({
  page,
}) => {
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fdashboard$/)
  await page.goto('/admin/')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('the login form needs the slider and sends an MD5 password', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('用户名').fill('gd_super')
  await page.getByLabel('密码').fill(PASSWORD)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('请先完成滑块验证')).toBeVisible()
  const request = page.waitForRequest((req) => req.url().includes('/auth/login/org/password'))
  await page.getByTestId('captcha-slider').fill('100')
  await page.getByRole('button', { name: '登录' }).click()
  const body = new URLSearchParams((await request).postData() ?? '')
  expect(body.get('password')).toMatch(/^[0-9a-f]{32}$/)
  expect(body.get('loginType')).toBe('2')
  expect(body.get('sessionId')).toBeTruthy()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
})

test('demo sign-in, dashboard, list page and /login redirect', async ({ page }) => {
  await login(page, 'gd_super')
  await dismissAnnouncements(page, 2)
  await expect(page.getByText('欢迎，gd_super')).toBeVisible()
  await expect(page.getByText('1234567890123456789')).toBeVisible()
  await sidebar(page).getByText('人员管理', { exact: true }).click()
  await sidebar(page).getByText('志愿者查询', { exact: true }).click()
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  // In-app navigation (a full load is the persistence test's business).
  await page.evaluate(() => {
    history.pushState(null, '', '/admin/login')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
})

test('wrong password shows the failure and resets the slider', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('用户名').fill('gd_super')
  await page.getByLabel('密码').fill('wrong-password')
  await page.getByTestId('captcha-slider').fill('100')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText(/^登录失败：/)).toBeVisible()
  await expect(page.getByTestId('captcha-slider')).toHaveValue('0')
})
