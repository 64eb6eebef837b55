import { expect, type Page, test } from '@playwright/test'
import { confirmAnnouncementDialogs, signInThroughForm } from '../sign-in-form'

async function login(page: Page) {
  await signInThroughForm(page, 'gd_super')
  await confirmAnnouncementDialogs(page)
}

const bad: [string, string, string][] = [
  ['账号', '1abcdefgh', '账号格式错误，以字母开头的“字母+数字”组合，长度为8一20位'],
  ['密码', 'alllower1', '密码格式错误，需包含大写、小写字母及数字，长度为8一20位'],
  ['姓名', 'Tom', '请输入正确的姓名'],
  ['手机号', '12345', '手机号码有误，请重填'],
  ['身份证号', '110105194912310021', '您输入的身份证号码校验位不正确，请重新输入'],
  ['邮箱', 'a@b', '邮箱格式不正确'],
]

test('添加下级管理员: one bad value per rule, then the new admin is in its list', async ({
  page,
}) => {
  await login(page)
  await page.goto('/admin/organization/add_subordinate_admin')
  for (const [label, value, message] of bad) {
    const input = page.getByLabel(label, { exact: false })
    await input.fill(value)
    await input.blur()
    await expect(page.getByText(message)).toBeVisible()
  }
  const good: [string, string][] = [
    ['账号', 'chen2026b'],
    ['密码', 'Secret2026'],
    ['姓名', '陈晓明'],
    ['手机号', '13800138000'],
    ['身份证号', '11010519491231002X'],
    ['邮箱', 'chen@example.com'],
  ]
  for (const [label, value] of good) await page.getByLabel(label, { exact: false }).fill(value)
  await page.getByLabel('角色', { exact: false }).selectOption('组织管理员')
  await page.getByLabel('所属地区', { exact: false }).selectOption('440300')
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page).toHaveURL(/\/organization\/admin_operator_settings/, { timeout: 15_000 })
  await expect(page.getByRole('table').getByText('chen2026b')).toBeVisible()
})

test('closing a dirty form tag asks: 取消 keeps the values, 离开 closes it', async ({ page }) => {
  await login(page)
  await page.goto('/admin/personalCenter/message_send_organization')
  const title = page.getByLabel('消息标题', { exact: false })
  await title.fill('周末活动通知')
  const tags = page.getByRole('navigation', { name: /标签|已访问/ })
  const close = page.getByRole('button', { name: /关闭 组织消息全体发送/ })
  await close.click({ force: true })
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('有未保存的修改，确定离开？')
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(title).toHaveValue('周末活动通知')
  await expect(page).toHaveURL(/message_send_organization/)
  await close.click({ force: true })
  await page.getByRole('alertdialog').getByRole('button', { name: '离开' }).click()
  await expect(page).not.toHaveURL(/message_send_organization/)
  await expect(tags.getByText('组织消息全体发送')).toHaveCount(0)
})
