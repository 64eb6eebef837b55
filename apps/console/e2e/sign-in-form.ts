import { expect, type Page } from '@playwright/test'
import { PASSWORD } from './support'

/** Fills the login form on the current page (name, password, slider) and submits it. */
export async function fillSignInForm(page: Page, userName: string): Promise<void> {
  await page.getByLabel('用户名').fill(userName)
  await page.getByLabel('密码').fill(PASSWORD)
  await page.getByTestId('captcha-slider').fill('100')
  await page.getByRole('button', { name: '登录' }).click()
}

/** Signs in through the login page as a person does, and waits for the dashboard. */
export async function signInThroughForm(page: Page, userName: string): Promise<void> {
  await page.goto('/admin/login')
  await fillSignInForm(page, userName)
  // Signing in loads the shell's code and the session: allow for a busy machine.
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 })
}

/**
 * Confirms announcement dialogs (a <dialog>) whenever they block an action; the page's own
 * alert dialogs (delete a role, leave unsaved changes) are left to the test.
 */
export async function confirmAnnouncementDialogs(page: Page): Promise<void> {
  const dialog = page.locator('dialog[role="alertdialog"]')
  await page.addLocatorHandler(
    dialog,
    async () => {
      for (let i = 0; i < 10 && (await dialog.isVisible()); i++) {
        await dialog.getByRole('button').last().click()
      }
    },
    { noWaitAfter: true },
  )
}
