import { expect, type Page, test } from '@playwright/test'
import { dismissAnnouncements, sidebar, signIn, tagsBar } from '../support'

async function open(page: Page, path: string, announcements = 2) {
  await page.goto(`/admin${path}`)
  await dismissAnnouncements(page, announcements)
}

test.beforeEach(async ({ context }) => {
  await signIn(context, 'gd_super')
})

test('a group redirects to its first permitted child', async ({ page }) => {
  await open(page, '/organization')
  // An audit page opens filtered to 待审核.
  await expect(page).toHaveURL(
    /\/admin\/organization\/group_belonging_organization_appeal\?status=0$/,
  )
  await expect(page).toHaveTitle('新注册团体归属组织审核 - 广东i志愿组织服务')
})

test('type-5 announcements come with the menu id on route change', async ({ page }) => {
  await open(page, '/dashboard')
  const request = page.waitForRequest(
    (req) => req.url().includes('showType=5') && req.url().includes('menuId='),
  )
  await sidebar(page).getByText('人员管理', { exact: true }).click()
  await sidebar(page).getByText('实名制校验', { exact: true }).click()
  expect(new URL((await request).url()).searchParams.get('menuId')).toMatch(/^\d{19}$/)
  expect(await dismissAnnouncements(page, 1)).toEqual(['页面提示'])
})

test('visited pages become tags that survive a reload; close others/all keep the dashboard', async ({
  page,
}) => {
  await open(page, '/dashboard')
  const tags = tagsBar(page)
  await sidebar(page).getByText('网站管理', { exact: true }).click()
  await sidebar(page).getByText('公告列表', { exact: true }).click()
  await sidebar(page).getByText('文章列表', { exact: true }).click()
  await expect(tags.getByRole('link')).toHaveText(['首页', '公告列表', '文章列表'])
  await page.reload()
  await dismissAnnouncements(page, 2)
  await expect(tags.getByRole('link')).toHaveText(['首页', '公告列表', '文章列表'])

  await tags.getByRole('link', { name: '文章列表' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '关闭其他' }).click()
  await expect(tags.getByRole('link')).toHaveText(['首页', '文章列表'])

  await tags.getByRole('link', { name: '文章列表' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '关闭所有' }).click()
  await expect(tags.getByRole('link')).toHaveText(['首页'])
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
})

test('reload via the tag menu reloads the page through /redirect', async ({ page }) => {
  await open(page, '/website/information')
  const list = page.waitForRequest((req) => req.url().includes('/list/information'))
  await tagsBar(page).getByRole('link', { name: '文章列表' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '刷新' }).click()
  await list
  await expect(page).toHaveURL(/\/admin\/website\/information$/)
})

test('the language switch changes menu and page titles live and persists', async ({ page }) => {
  await open(page, '/personnel/volunteer_query')
  await expect(page).toHaveTitle('志愿者查询 - 广东i志愿组织服务')
  await page.getByRole('button', { name: '繁體' }).click()
  const menu = page.getByRole('navigation', { name: '主選單' })
  await expect(menu.getByText('人員管理', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/^志願者查詢 - /)
  await page.reload()
  await dismissAnnouncements(page, 2)
  await expect(menu.getByText('組織團體管理', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh-TW')
})

test('long integer ids are shown digit for digit and personal data is masked', async ({ page }) => {
  await open(page, '/personnel/volunteer_query')
  const table = page.getByRole('table')
  await expect(table.getByRole('cell', { name: '1234567890123456789', exact: true })).toBeVisible()
  await expect(table).not.toContainText('44010119900')
  await expect(table.getByText(/^1[3-9]\d\*+\d{4}$/).first()).toBeVisible()
})

test('a code 0 answer shows the red message with the server msg', async ({ page }) => {
  await page.route('**/v2/api/gdzyz/manage/pc/list/sms_list**', (route) =>
    route.fulfill({ json: { code: 0, msg: '短信服务维护中', data: null } }),
  )
  await open(page, '/sms_model/sms_list')
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: '短信服务维护中' })
      .first(),
  ).toBeVisible()
})

test('HTTP 500 shows 服务加载中，请尝试刷新。', async ({ page }) => {
  await page.route('**/v2/api/gdzyz/manage/pc/list/shop_list**', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  )
  await open(page, '/shop_api_model/shop_list')
  await expect(page.getByText('服务加载中，请尝试刷新。').first()).toBeVisible()
})

test('/redirect//evil.example stays inside the app', async ({ page }) => {
  await open(page, '/redirect//evil.example')
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin\/error\/404$/)
  await expect(page.getByTestId('not-found')).toBeVisible()
  await page.goto('/admin/redirect/%2F%2Fevil.example')
  await expect(page).toHaveURL(/\/admin\/error\/404$/)
})

test('at 390px the sidebar is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/dashboard')
  await expect(sidebar(page)).toBeHidden()
  await page.getByRole('button', { name: '展开或收起侧边栏' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText('人员管理', { exact: true })).toBeVisible()
  await drawer.getByText('个人中心', { exact: true }).click()
  await drawer.getByText('修改登录密码', { exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/personalCenter\/change_password$/)
  await expect(page.getByRole('dialog')).toBeHidden()
})
