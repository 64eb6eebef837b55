import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { go } from '../page-helpers'
import { signInThroughForm } from '../sign-in-form'

const PAGE = '/admin/statistical/base_statistical'
const PERIOD = 'start=2025-01-01&end=2025-06-30'

// The first statistics call makes the 100,000 demo volunteers in the service worker.
test.describe.configure({ timeout: 60_000 })

/** Confirms the start announcements (they open once the app has started). */
async function confirmAnnouncements(page: Page) {
  const dialog = page.getByRole('alertdialog')
  try {
    await dialog.waitFor({ state: 'visible', timeout: 15_000 })
  } catch {
    return
  }
  for (let i = 0; i < 10 && (await dialog.isVisible()); i++) {
    await dialog.getByRole('button').last().click()
    await page.waitForTimeout(300)
  }
  await expect(dialog).toHaveCount(0)
}

const figure = (page: Page, name: string) => page.getByRole('figure', { name })

test('the district filter changes the charts and the table; 查看数据 shows the numbers the volunteer query finds', async ({
  page,
}) => {
  await signInThroughForm(page, 'gd_super')
  await confirmAnnouncements(page)
  await go(page, `${PAGE}?${PERIOD}`)
  const byCity = figure(page, '注册志愿者按地市分布')
  const image = byCity.getByRole('img')
  await expect(image).toHaveAttribute('aria-label', /共 21 项/, { timeout: 30_000 })
  await expect(image.locator('svg .ct-bar')).toHaveCount(21)
  const trend = figure(page, '注册志愿者月度趋势').getByRole('img')
  const trendBefore = await trend.getAttribute('aria-label')

  await byCity.getByRole('button', { name: '查看数据' }).click()
  const table = byCity.getByRole('table', { name: '注册志愿者按地市分布' })
  await expect(table.locator('tbody tr')).toHaveCount(21)

  await page.getByLabel('地区').selectOption({ label: '广州市' })
  await page.getByRole('button', { name: '查询' }).click()
  await expect(page).toHaveURL(/district=440100/)
  await expect(image).toHaveAttribute('aria-label', /共 1 项，最高为 广州市/)
  await expect(image.locator('svg .ct-bar')).toHaveCount(1)
  await expect(trend).not.toHaveAttribute('aria-label', trendBefore ?? '')
  await expect(table.locator('tbody tr')).toHaveCount(1)
  const cell = (await table.locator('tbody tr td').textContent()) ?? ''
  const shown = Number(cell.replace(/,/g, ''))
  expect(shown).toBeGreaterThan(0)

  const axe = await new AxeBuilder({ page }).include('main').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

  // The same filters on the volunteer query find exactly that many volunteers.
  await go(page, `/admin/personnel/volunteer_query?district=440100&${PERIOD}`)
  await expect(page.getByText(`共 ${shown} 条`)).toBeVisible({ timeout: 30_000 })
})
