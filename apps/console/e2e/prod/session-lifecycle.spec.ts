import { expect, test } from '@playwright/test'
import { dismissAnnouncements, signIn } from '../support'

const siteRoot = () => `${new URL(test.info().project.use.baseURL ?? '').origin}/`

test('an expired token in production: one message, then the site root', async ({
  page,
  context,
}) => {
  const { hostname } = new URL(test.info().project.use.baseURL ?? '')
  await context.addCookies([
    { name: 'Admin-Token', value: 'expired-token', domain: hostname, path: '/', sameSite: 'Lax' },
  ])
  const answers: number[] = []
  page.on('response', (res) => {
    if (res.url().includes('/menutree/')) answers.push(res.status())
  })
  await page.goto('/admin/personnel/volunteer_query')
  await expect(page).toHaveURL(siteRoot())
  expect(answers).toContain(401)
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined()
})

test('a failed bootstrap shows the retry screen instead of a 404; 重试 loads the page', async ({
  page,
  context,
}) => {
  await signIn(context, 'gd_super')
  let fail = true
  await page.route('**/menutree/permissionList**', (route) =>
    fail ? route.fulfill({ status: 500, body: '{"msg":"down"}' }) : route.fallback(),
  )
  const logged = page.waitForEvent('console', (msg) => msg.text().includes('[auth] fetching'))
  await page.goto('/admin/system/role')
  const screen = page.getByTestId('bootstrap-failed')
  await expect(screen.getByRole('heading', { name: '权限加载失败' })).toBeVisible()
  await expect(page.getByTestId('not-found')).toHaveCount(0)
  await logged
  fail = false
  await screen.getByRole('button', { name: '重试' }).click()
  await dismissAnnouncements(page)
  await expect(page.getByRole('heading', { name: '角色管理' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/system\/role$/)
})

test('a known page without permission is 403, an unknown path 404', async ({ page, context }) => {
  await signIn(context, 'gz_admin')
  await page.goto('/admin/system/role')
  await dismissAnnouncements(page)
  const forbidden = page.getByTestId('forbidden')
  await expect(forbidden.getByText('无权访问该页面')).toBeVisible()
  await forbidden.getByRole('link', { name: '返回首页' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto('/admin/system')
  await expect(page.getByTestId('forbidden')).toBeVisible()
  await page.goto('/admin/no/such/page')
  await expect(page.getByTestId('not-found')).toBeVisible()
})

test('a section of external links shows its links, opening in a new tab', async ({
  page,
  context,
}) => {
  await signIn(context, 'gd_super')
  for (const [path, title, link] of [
    ['/admin/westPlan', '西部计划', '西部计划授权'],
    ['/admin/other_model', '其他', '演示搜索'],
  ] as const) {
    await page.goto(path)
    await dismissAnnouncements(page)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    const anchor = page.getByRole('main').getByRole('link', { name: new RegExp(`^${link}`) })
    await expect(anchor).toHaveAttribute('target', '_blank')
    await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(anchor).toHaveAttribute('href', /^https:\/\//)
    await expect(page.getByTestId('not-found')).toHaveCount(0)
  }
})
