import { expect, test } from '@playwright/test'
import { dismissAnnouncements, signIn } from '../support'

test.beforeEach(async ({ context }) => {
  await signIn(context, 'gd_super')
})

test('the iframe page embeds only allow-listed codes, sandboxed', async ({ page }) => {
  await page.goto('/admin/iframe/index?menucode=https://evil.example&title=x')
  await dismissAnnouncements(page, 2)
  await expect(page.getByRole('alert')).toContainText('https://evil.example')
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.route('https://www.gdzyz.cn/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>embedded</p>' }),
  )
  await page.goto('/admin/iframe/index?menucode=gdzyz_home&title=首页')
  const frame = page.locator('iframe')
  await expect(frame).toHaveAttribute('src', 'https://www.gdzyz.cn/')
  const sandbox = (await frame.getAttribute('sandbox')) ?? ''
  expect(sandbox).toContain('allow-scripts')
  expect(sandbox).not.toContain('allow-same-origin')
})

test('unknown paths show the 404 page inside the shell', async ({ page }) => {
  await page.goto('/admin/no/such/page')
  await dismissAnnouncements(page, 2)
  await expect(page.getByTestId('not-found')).toBeVisible()
})

test('change password validates on blur with the strong-password rule', async ({ page }) => {
  await page.goto('/admin/personalCenter/change_password')
  await dismissAnnouncements(page)
  await page.getByLabel('新密码', { exact: true }).fill('weak')
  await page.getByLabel('确认新密码').focus()
  await expect(
    page.getByText('密码格式错误，需包含大写、小写字母及数字，长度为8一20位'),
  ).toBeVisible()
})

test('the profile form loads preEditMyInfo and checks the mobile on blur', async ({ page }) => {
  await page.goto('/admin/personalCenter/edit_my_info')
  await dismissAnnouncements(page)
  await expect(page.getByLabel('用户名')).toHaveValue('gd_super')
  await page.getByLabel('手机号码').fill('12345')
  await page.getByLabel('用户名').focus()
  await expect(page.getByText('手机号码有误，请重填')).toBeVisible()
  await page.getByLabel('手机号码').fill('13912345678')
  const save = page.waitForRequest((req) => req.url().includes('editMyInfo'))
  await page.getByRole('button', { name: '保存' }).click()
  expect((await save).postDataJSON()).toMatchObject({ mobile: '13912345678' })
  await expect(page.getByText('保存成功')).toBeVisible()
})

test('the dashboard links a pending count to its audit page', async ({ page }) => {
  await page.goto('/admin/dashboard')
  await dismissAnnouncements(page, 2)
  await page.getByRole('link', { name: /实名制校验/ }).click()
  await expect(page).toHaveURL(/\/admin\/personnel\/regist_audit\?status=0$/)
})
