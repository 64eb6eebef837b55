import { expect, type Page, test } from '@playwright/test'
import { confirmAnnouncementsWhenTheyBlock, signIn, tagsBar } from '../support'

test.beforeEach(async ({ context, page }) => {
  await signIn(context, 'gd_super')
  await confirmAnnouncementsWhenTheyBlock(page)
})

/** Announcements are confirmed whenever they block an action (see beforeEach). */
async function open(page: Page, path: string) {
  await page.goto(`/admin${path}`)
  await expect(page.getByRole('main')).toBeVisible()
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test('the size setting changes the whole UI: buttons, inputs, table cells and headings', async ({
  page,
}) => {
  await open(page, '/personnel/volunteer_query')
  const table = page.getByRole('table')
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  const measure = async () => ({
    button: (await page.getByRole('button', { name: '查询' }).first().boundingBox())?.height ?? 0,
    input: (await page.getByRole('textbox').first().boundingBox())?.height ?? 0,
    cell: await table
      .getByRole('cell')
      .first()
      .evaluate((el) => getComputedStyle(el).fontSize),
    heading: await page
      .getByRole('heading', { name: '志愿者查询' })
      .evaluate((el) => getComputedStyle(el).fontSize),
  })
  const medium = await measure()
  await page.getByRole('button', { name: '布局设置' }).click()
  await page.getByRole('combobox', { name: '布局大小' }).selectOption('lg')
  await page.keyboard.press('Escape')
  const large = await measure()
  expect(large.button).toBeGreaterThan(medium.button)
  expect(large.input).toBeGreaterThan(medium.input)
  expect(Number.parseFloat(large.cell)).toBeGreaterThan(Number.parseFloat(medium.cell))
  expect(Number.parseFloat(large.heading)).toBeGreaterThan(Number.parseFloat(medium.heading))
})

test('at the end of a long table the back-to-top button covers no cell', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await open(page, '/personnel/volunteer_query')
  await page.getByRole('combobox', { name: '每页条数' }).selectOption('100')
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(101)
  const cells = page.getByRole('table').getByRole('row').last().getByRole('cell')
  await expect(cells.last()).toBeVisible()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeGreaterThan(1600)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const button = page.getByRole('button', { name: '回到顶部' })
  await expect(button).toBeVisible()
  const box = await button.boundingBox()
  if (!box) throw new Error('no back-to-top box')
  const lastColumn = page.locator('table tr > :last-child')
  for (const cell of await lastColumn.all()) {
    const cellBox = await cell.boundingBox()
    if (cellBox) expect(overlaps(box, cellBox)).toBe(false)
  }
  const pager = await page.getByRole('navigation', { name: '分页' }).boundingBox()
  if (pager) expect(overlaps(box, pager)).toBe(false)
})

test("the pager's … sits on the baseline of the page numbers", async ({ page }) => {
  await open(page, '/personnel/volunteer_query?size=10')
  const pager = page.getByRole('navigation', { name: '分页' })
  await expect(pager.getByText('…').first()).toBeVisible()
  const [dots, number] = await pager.evaluate((nav) => {
    const glyphBox = (el: Element) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      const r = range.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom }
    }
    const li = [...nav.querySelectorAll('li')].find((el) => el.textContent === '…')
    const button = nav.querySelector('li button')
    if (!li || !button) throw new Error('pager parts missing')
    return [glyphBox(li), glyphBox(button)]
  })
  expect(Math.abs(dots.bottom - number.bottom)).toBeLessThanOrEqual(2)
})

test('/iframe/index takes its title from the title parameter (plain text, 30 characters)', async ({
  page,
}) => {
  await open(page, '/iframe/index?menucode=gdzyz_home&title=志愿服务官网')
  await expect(page).toHaveTitle('志愿服务官网 - 广东i志愿组织服务')
  await expect(tagsBar(page).getByRole('link', { name: '志愿服务官网' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('志愿服务官网')

  const long = `<b>${'长'.repeat(40)}</b>`
  await open(page, `/iframe/index?menucode=gdzyz_home&title=${encodeURIComponent(long)}`)
  await expect(page).toHaveTitle(`<b>${'长'.repeat(27)}… - 广东i志愿组织服务`)

  await open(page, '/iframe/index?menucode=gdzyz_home')
  await expect(page).toHaveTitle('外部页面 - 广东i志愿组织服务')
})

test('zh-TW: sidebar title and document title suffix in Traditional, toasts labelled in Chinese', async ({
  page,
}) => {
  await open(page, '/personnel/volunteer_query')
  await page.getByRole('button', { name: '繁體' }).click()
  await expect(page).toHaveTitle('志願者查詢 - 廣東i志願組織服務')
  await expect(page.getByRole('complementary')).toContainText('廣東i志願後台管理系統')
})

test('below 992 px and back the desktop sidebar choice returns, unchanged in storage', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, '/dashboard')
  const shell = page.locator('[data-sidebar]')
  await expect(shell).toHaveAttribute('data-sidebar', 'open')
  await page.setViewportSize({ width: 800, height: 800 })
  await expect(shell).toHaveAttribute('data-sidebar', 'mobile')
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(shell).toHaveAttribute('data-sidebar', 'open')
  const saved = await page.evaluate(() => localStorage.getItem('gdzyz-shell-settings'))
  expect(saved === null || JSON.parse(saved).sidebarOpen === true).toBe(true)
})

test('the skip link moves focus to the content without #shell-main in the address', async ({
  page,
}) => {
  await open(page, '/dashboard')
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toHaveCount(1)
  // Focus and activate in one task: a start announcement opening meanwhile would take focus.
  const after = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('a[href="#shell-main"]')
    link?.focus()
    link?.click()
    return { active: document.activeElement?.id, hash: window.location.hash }
  })
  expect(after).toEqual({ active: 'shell-main', hash: '' })
  expect(page.url()).not.toContain('#')
})
