import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Waits for the start announcements a full load shows (seconds after the page on a busy
 * machine) and confirms them, so they cannot take the focus or the clicks from a later step.
 */
export async function dismissAnnouncements(page: Page, wait = 15_000): Promise<void> {
  const dialog = page.locator('dialog[role="alertdialog"]')
  try {
    await dialog.waitFor({ state: 'visible', timeout: wait })
  } catch {
    return
  }
  for (let i = 0; i < 10 && (await dialog.isVisible()); i++) {
    await dialog.getByRole('button').last().click()
    await page.waitForTimeout(300)
  }
  await expect(dialog).toHaveCount(0)
}

/** In-app navigation (no full load, so no start announcements): the router follows popstate. */
export async function go(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, url)
}

/** axe finds no violation in the page's main region. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
}
