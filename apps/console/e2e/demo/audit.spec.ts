import { expect, type Locator, type Page, test } from '@playwright/test'
import { dismissAnnouncements, go } from '../page-helpers'
import { signInThroughForm } from '../sign-in-form'

const LIST = '/admin/personnel/regist_audit'

test.describe.configure({ timeout: 90_000 })

async function login(page: Page) {
  await signInThroughForm(page, 'gd_super')
  await dismissAnnouncements(page)
}

const table = (page: Page) => page.getByRole('table', { name: '实名制校验列表' })
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
const idOf = async (row: ReturnType<typeof rows>) =>
  ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim()

const counter = async (page: Page) => {
  const link = page.getByRole('link', { name: /实名制校验.*项/ })
  await expect(link).toContainText(/\d+\s*项/)
  return Number(/(\d+)\s*项/.exec((await link.textContent()) ?? '')?.[1])
}

async function openRecord(page: Page, id: string) {
  return openRecordOf(page, LIST, id)
}

async function openRecordOf(page: Page, list: string, id: string) {
  await go(page, `${list}?status=&record=${id}`)
  await dismissAnnouncements(page, 2000)
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('heading', { name: '审核记录' })).toBeVisible({ timeout: 20_000 })
  return drawer
}

test('approving one pending row turns it 已通过, lowers the counter by one and survives a reload', async ({
  page,
}) => {
  await login(page)
  const before = await counter(page)
  await page.getByRole('link', { name: /实名制校验.*项/ }).click()
  await expect(page).toHaveURL(/status=0/)
  await dismissAnnouncements(page)
  const first = rows(page).first()
  await expect(first.getByRole('button', { name: '通过' })).toBeVisible()
  const id = await idOf(first)
  await first.getByRole('button', { name: '通过' }).focus()
  await page.keyboard.press('Enter')
  await expect(table(page).getByRole('cell', { name: id, exact: true })).toHaveCount(0)
  await go(page, '/admin/dashboard')
  await dismissAnnouncements(page, 2000)
  await expect(page.getByRole('link', { name: /实名制校验.*项/ })).toContainText(`${before - 1}`)
  expect(await counter(page)).toBe(before - 1)

  const drawer = await openRecord(page, id)
  await expect(drawer.getByText('已通过').first()).toBeVisible()
  await expect(drawer.getByText('gd_super', { exact: false })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('dialog').getByText('已通过').first()).toBeVisible({
    timeout: 20_000,
  })
})

test('a batch rejection of three rows with a reason shows the reason in each trail', async ({
  page,
}) => {
  await login(page)
  await go(page, LIST)
  await expect(page).toHaveURL(/status=0/)
  await dismissAnnouncements(page)
  const ids: string[] = []
  for (let i = 0; i < 3; i++) {
    const row = rows(page).nth(i)
    await expect(row.getByRole('button', { name: '驳回' })).toBeVisible()
    ids.push(await idOf(row))
    await row.getByRole('checkbox').check()
  }
  await page.getByRole('button', { name: '批量驳回' }).click()
  const confirm = page.getByRole('alertdialog', { name: '批量驳回' })
  await expect(confirm).toContainText('确定驳回选中的 3 条记录？')
  await confirm.getByRole('button', { name: '确定' }).click()
  await expect(confirm.getByText('请填写驳回原因')).toBeVisible()
  await confirm.getByLabel('驳回原因').fill('身份证照片不清晰')
  await page.screenshot({ path: '/tmp/shots-audit/e2e-batch-reject.png' })
  const batch = page.waitForRequest((r) => r.url().includes('/decisions') && r.method() === 'POST')
  await confirm.getByRole('button', { name: '确定' }).click()
  expect((await batch).postDataJSON().ids).toHaveLength(3)
  await expect(confirm).toHaveCount(0)
  for (const id of ids)
    await expect(table(page).getByRole('cell', { name: id, exact: true })).toHaveCount(0)
  for (const id of ids) {
    const drawer = await openRecord(page, id)
    await expect(drawer.getByText('原因：身份证照片不清晰')).toBeVisible()
    await expect(drawer.getByText('已驳回').first()).toBeVisible()
  }
})

test('a record decided in another tab answers 该记录已被他人处理', async ({ page }) => {
  await login(page)
  await go(page, LIST)
  await dismissAnnouncements(page)
  const first = rows(page).first()
  await expect(first.getByRole('button', { name: '通过' })).toBeVisible()
  const id = await idOf(first)

  const other = await page.context().newPage()
  await other.goto(LIST)
  await dismissAnnouncements(other)
  const same = rows(other).filter({ has: other.getByRole('cell', { name: id, exact: true }) })
  await same.getByRole('button', { name: '驳回' }).click()
  await other.getByRole('dialog').getByLabel('驳回原因').fill('重复提交')
  await other.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(other.getByRole('dialog')).toHaveCount(0)
  await other.close()

  await first.getByRole('button', { name: '通过' }).click()
  await expect(page.getByText('该记录已被他人处理').first()).toBeVisible()
  // The row is refreshed: decided, it leaves the pending list.
  await expect(table(page).getByRole('cell', { name: id, exact: true })).toHaveCount(0)
})

/** Presses `key` until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, key = 'Tab', limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`${limit} × ${key} did not reach the element`)
}

const MAKEUP = '/admin/activity/mission_supp_audit_his'

test('keyboard only: 驳回 a make-up batch with a reason and 批量通过 two more; the submitter sees the reason', async ({
  page,
}) => {
  await login(page)
  await go(page, MAKEUP)
  await expect(page).toHaveURL(/status=0/)
  const grid = page.getByRole('table', { name: '历史活动补录审核列表' })
  const pending = grid.getByRole('row').filter({ has: page.getByRole('button', { name: '驳回' }) })
  await expect(pending.first()).toBeVisible({ timeout: 20_000 })
  const first = pending.first()
  const id = ((await first.getByRole('cell').nth(1).textContent()) ?? '').trim()

  // 驳回: from the row's checkbox, Tab to its 驳回, Enter, type the reason, Tab to 确定, Enter.
  await first.getByRole('checkbox').focus()
  await tabTo(page, first.getByRole('button', { name: '驳回' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('驳回原因') })
  await expect(dialog.getByLabel('驳回原因')).toBeFocused()
  await page.keyboard.type('签到记录与活动时段不符')
  await tabTo(page, dialog.getByRole('button', { name: '确定' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(grid.getByRole('cell', { name: id, exact: true })).toHaveCount(0)

  // 批量通过: Space on two rows' checkboxes, Shift+Tab back to 批量通过, confirm in the alertdialog.
  const ids: string[] = []
  for (const row of [pending.nth(0), pending.nth(1)]) {
    ids.push(((await row.getByRole('cell').nth(1).textContent()) ?? '').trim())
  }
  await pending.nth(0).getByRole('checkbox').focus()
  await page.keyboard.press('Space')
  await tabTo(page, pending.nth(1).getByRole('checkbox'))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: '批量通过' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('alertdialog', { name: '批量通过' })
  await expect(confirm).toContainText('确定通过选中的 2 条记录？')
  await tabTo(page, confirm.getByRole('button', { name: '确定' }))
  await page.keyboard.press('Enter')
  await expect(confirm).toHaveCount(0)
  for (const done of ids)
    await expect(grid.getByRole('cell', { name: done, exact: true })).toHaveCount(0)

  // The submitter's 查看考勤情况 of that mission shows the rejection and its reason.
  const drawer = await openRecordOf(page, MAKEUP, id)
  const missionId = (
    (await drawer
      .getByText('活动编号', { exact: true })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? ''
  ).trim()
  await go(page, `/admin/activity/supplement_list?kind=his&missionId=${missionId}`)
  const submitted = page.getByRole('row').filter({ hasText: '签到记录与活动时段不符' })
  await expect(submitted).toContainText('未通过')
})
