import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { readXlsx } from '../../src/lists/export/read-xlsx'
import { signInThroughForm } from '../sign-in-form'
import { tagsBar } from '../support'

const LIST = '/admin/personnel/regist_audit'
/** The audit list opens on 待审核; an empty status asks for every status. */
const ALL = `${LIST}?status=`

// Full loads (pasted links, reloads) wait for the start announcements: allow for a busy machine.
test.describe.configure({ timeout: 60_000 })

async function login(page: Page) {
  await signInThroughForm(page, 'gd_super')
}

/**
 * Loads a URL (a pasted link or a reload) and confirms the start announcements every full load
 * shows: on a busy machine they open seconds after the rows, and a dialog opening mid-step would
 * take the focus from the step.
 */
async function load(page: Page, go: () => Promise<unknown>) {
  await go()
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

const table = (page: Page) => page.getByRole('table', { name: '实名制校验列表' })
const bodyRows = (page: Page) => table(page).locator('tbody tr')
const total = async (page: Page) =>
  Number((await page.getByText(/^共 \d+ 条$/).textContent())?.match(/\d+/)?.[0])

async function exported(page: Page) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出', exact: true }).click()
  const file = await download
  const path = await file.path()
  return { name: file.suggestedFilename(), sheet: readXlsx(new Uint8Array(await readFile(path))) }
}

async function open(page: Page, url: string) {
  await load(page, () => page.goto(url))
  await expect(bodyRows(page).first()).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await load(page, () => login(page))
})

test('search narrows the rows, the view lives in the URL and survives a reload', async ({
  page,
}) => {
  await open(page, ALL)
  await expect(bodyRows(page)).toHaveCount(10)
  const all = await total(page)
  expect(all).toBeGreaterThanOrEqual(200)
  const name = (await bodyRows(page).first().locator('td').nth(2).textContent()) ?? ''
  const search = page.getByRole('search')
  await search.getByRole('searchbox', { name: '关键字' }).fill(name)
  await search.getByRole('searchbox', { name: '关键字' }).press('Enter')
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(name)}`))
  await expect.poll(() => total(page)).toBeLessThan(all)
  for (const row of await bodyRows(page).all()) await expect(row).toContainText(name)

  // Newest first by default; the header reverses it on the server.
  const header = table(page).getByRole('columnheader', { name: '提交时间' })
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/sort=createTime&order=asc/)
  const narrowed = await total(page)
  const url = page.url()

  await load(page, () => page.reload())
  await expect(page).toHaveURL(url)
  await expect(page.getByRole('searchbox', { name: '关键字' })).toHaveValue(name)
  await expect(table(page).getByRole('columnheader', { name: '提交时间' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect.poll(() => total(page)).toBe(narrowed)

  // The tag's 刷新 reloads the page through /redirect with the same query.
  await tagsBar(page).getByRole('link', { name: '实名制校验' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '刷新' }).click()
  await expect(page).toHaveURL(url)
  await expect(page.getByRole('searchbox', { name: '关键字' })).toHaveValue(name)
  await expect.poll(() => total(page)).toBe(narrowed)

  await page.getByRole('search').getByRole('button', { name: '重置' }).click()
  await expect.poll(() => total(page)).toBe(all)
  await page.goBack()
  await expect(page.getByRole('searchbox', { name: '关键字' })).toHaveValue(name)
})

test('查看 opens the record with a field that is not a column, and closing keeps the list', async ({
  page,
}) => {
  await open(page, `${LIST}?status=1&page=2`)
  const row = bodyRows(page).first()
  const name = (await row.locator('td').nth(2).textContent()) ?? ''
  await row.getByRole('button', { name: '查看' }).click()
  const drawer = page.getByRole('dialog', { name })
  await expect(drawer).toBeVisible()
  await expect(page).toHaveURL(/record=\d+/)
  const headers = await table(page).getByRole('columnheader').allTextContents()
  const labels = await drawer.locator('dt').allTextContents()
  const extra = labels.filter((label) => !headers.includes(label))
  expect(extra.length).toBeGreaterThan(0)
  // Personal data stays masked in the detail too.
  await expect(drawer).toContainText('*')
  await drawer.getByRole('button', { name: '关闭' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\?status=1&page=2$/)
})

test('导出 writes every filtered row with long ids intact; a selection exports only those rows', async ({
  page,
}) => {
  await open(page, ALL)
  const all = await total(page)
  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '已通过' })
  await page.getByRole('search').getByRole('button', { name: '查询' }).click()
  await expect(page).toHaveURL(/status=1/)
  await expect.poll(() => total(page)).toBeLessThan(all)
  await expect(bodyRows(page).first().getByText('已通过')).toBeVisible()
  const count = await total(page)
  const firstId = (await bodyRows(page).first().locator('td').nth(1).textContent()) ?? ''
  expect(firstId).toMatch(/^\d{16,}$/)

  const filtered = await exported(page)
  expect(filtered.name).toMatch(/^实名制校验_\d{4}-\d{2}-\d{2}\.xlsx$/)
  expect(filtered.sheet[0]).toEqual(
    await table(page)
      .getByRole('columnheader')
      .allTextContents()
      .then((h) => h.slice(1, -1)),
  )
  expect(filtered.sheet).toHaveLength(count + 1)
  expect(filtered.sheet[1]?.[0]).toBe(firstId)
  const statusColumn = filtered.sheet[0]?.indexOf('状态') ?? -1
  expect(filtered.sheet.slice(1).every((row) => row[statusColumn] === '已通过')).toBe(true)
  await expect(page.getByText(`已导出 ${count} 条记录`, { exact: false })).toBeVisible()

  const second = (await bodyRows(page).nth(1).locator('td').nth(1).textContent()) ?? ''
  await bodyRows(page).first().getByRole('checkbox').check()
  await bodyRows(page).nth(1).getByRole('checkbox').check()
  await expect(page.getByText('已选择 2 项')).toBeVisible()
  const picked = await exported(page)
  expect(
    picked.sheet
      .slice(1)
      .map((row) => row[0])
      .sort(),
  ).toEqual([firstId, second].sort())
})
