import { expect, type Page, test } from '@playwright/test'
import { go } from '../page-helpers'
import { signInThroughForm } from '../sign-in-form'

test.describe.configure({ timeout: 90_000 })

const HOSTILE =
  '<p>汛期志愿服务安排</p><img src=x onerror="window.__xss=1">' +
  '<script>window.__xss=1</script><p><a href="javascript:window.__xss=1">详情</a></p>' +
  '<svg onload="window.__xss=1"></svg><iframe src="javascript:window.__xss=1"></iframe>'

const noScriptRan = async (page: Page) => {
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
}

test('an announcement written with hostile HTML previews, saves and reopens without running script', async ({
  page,
}) => {
  await signInThroughForm(page, 'gd_super')
  // The two start announcements (the second carries hostile HTML of its own), confirmed one by
  // one: the preview is an alertdialog too, so nothing may confirm dialogs automatically.
  for (const name of ['系统公告', '安全提示']) {
    const start = page.getByRole('alertdialog', { name })
    await start.getByRole('button').click({ timeout: 30_000 })
    await expect(start).toHaveCount(0)
  }

  await go(page, '/admin/website/announcement')
  await page.getByRole('main').getByRole('link', { name: '添加公告' }).click()
  await expect(page).toHaveURL(/\/website\/announcement_add$/)
  const title = `防汛通知${Date.now() % 100000}`
  await page.getByLabel('标题').fill(title)
  await page.getByRole('radio', { name: '登录后弹出' }).check({ force: true })
  await page.getByLabel('确认按钮文字').fill('收到')

  const editor = page.getByRole('textbox', { name: '正文' })
  await editor.click()
  await page.keyboard.type('请各志愿服务队做好准备。')
  // What a user pastes from another page: Squire hands it to the shell's sanitizer.
  await editor.evaluate((node, html) => {
    const data = new DataTransfer()
    data.setData('text/html', html)
    data.setData('text/plain', '汛期志愿服务安排')
    node.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, HOSTILE)
  await expect(editor).toContainText('汛期志愿服务安排')
  await expect(editor.locator('script, iframe, svg, img')).toHaveCount(0)
  await noScriptRan(page)

  await page.getByRole('button', { name: '加粗' }).click()
  await page.getByRole('button', { name: '预览' }).click()
  const preview = page.getByRole('alertdialog', { name: title })
  await expect(preview).toContainText('请各志愿服务队做好准备。')
  await expect(preview).toContainText('汛期志愿服务安排')
  await expect(
    preview.locator('script, iframe, svg, img, [onerror], a[href^="javascript"]'),
  ).toHaveCount(0)
  await noScriptRan(page)
  await preview.getByRole('button', { name: '收到' }).click()
  await expect(preview).toHaveCount(0)

  await page.getByRole('button', { name: '提交' }).click()
  await expect(page).toHaveURL(/\/website\/announcement(\?|$)/)
  await page.getByRole('searchbox').first().fill(title)
  await page.getByRole('button', { name: '查询' }).click()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toHaveCount(1)

  await row.getByRole('link', { name: '编辑' }).click()
  await expect(page).toHaveURL(/announcement_edit\?id=\d+/)
  const reopened = page.getByRole('textbox', { name: '正文' })
  await expect(reopened).toContainText('汛期志愿服务安排')
  await expect(reopened.locator('script, iframe, svg, img')).toHaveCount(0)
  await noScriptRan(page)
})
