import { expect, test } from '@playwright/test'
import { confirmAnnouncementDialogs, signInThroughForm } from '../sign-in-form'
import { sidebar } from '../support'

test('a role loses 志愿者查询 in 权限分配; gz_admin signs in again and no longer sees it', async ({
  page,
}) => {
  // Three sign-ins on the dev server (each loads the shell and the session) on a busy machine.
  test.setTimeout(120_000)
  await confirmAnnouncementDialogs(page)
  await signInThroughForm(page, 'gz_admin')
  await sidebar(page).getByText('人员管理', { exact: true }).click()
  await expect(sidebar(page).getByText('志愿者查询', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL(/\/admin\/login/)

  await signInThroughForm(page, 'gd_super')
  await page.goto('/admin/system/role')
  const row = page.getByRole('row').filter({ hasText: '区县管理员' })
  await row.getByRole('link', { name: '权限分配' }).click()
  await expect(page.getByRole('heading', { name: '权限分配 · 区县管理员' })).toBeVisible()
  const query = page.getByRole('checkbox', { name: '志愿者查询' })
  await expect(query).toBeChecked()
  // The section's box is checked while all its pages are, mixed once one is cleared.
  const section = page.getByRole('checkbox', { name: '人员管理' })
  await expect(section).toBeChecked()
  await query.uncheck()
  await expect(section).not.toBeChecked()
  expect(await section.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true)
  await expect(page.getByText('有未保存的修改')).toBeVisible()
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('保存成功')).toBeVisible()
  await expect(page.getByText('有未保存的修改')).toHaveCount(0)
  await expect(query).not.toBeChecked()
  await page.getByRole('button', { name: '退出登录' }).click()

  await signInThroughForm(page, 'gz_admin')
  await sidebar(page).getByText('人员管理', { exact: true }).click()
  await expect(sidebar(page).getByText('实名制校验', { exact: true })).toBeVisible()
  await expect(sidebar(page).getByText('志愿者查询', { exact: true })).toHaveCount(0)
  await page.goto('/admin/personnel/volunteer_query')
  await expect(page.getByTestId('forbidden')).toBeVisible()
})
