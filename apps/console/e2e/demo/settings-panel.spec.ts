import { expect, test } from '@playwright/test'
import { fillSignInForm } from '../sign-in-form'
import { confirmAnnouncementsWhenTheyBlock, sidebar } from '../support'

test('the first gear click on a page other than 首页 opens the settings, which stay open', async ({
  page,
}) => {
  await confirmAnnouncementsWhenTheyBlock(page)
  await page.goto('/admin/login')
  await fillSignInForm(page, 'gd_super')
  // The settings drawer has never been opened in this document: the first click counts.
  await sidebar(page).getByText('系统管理', { exact: true }).click()
  await sidebar(page).getByText('角色管理', { exact: true }).click()
  await expect(page.getByRole('heading', { name: '角色管理' })).toBeVisible()
  await page.getByRole('button', { name: '布局设置' }).click()
  const drawer = page.getByRole('dialog', { name: '布局设置' })
  await expect(drawer).toBeVisible()
  await page.waitForTimeout(1000)
  await expect(drawer).toBeVisible()
  await drawer.getByRole('button', { name: '关闭' }).click()
  await expect(drawer).toHaveCount(0)
  await page.getByRole('button', { name: '布局设置' }).click()
  await expect(drawer).toBeVisible()
})
