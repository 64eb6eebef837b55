import { expect, type Page, test } from '@playwright/test'
import { confirmAnnouncementsWhenTheyBlock, signIn } from '../support'

test.beforeEach(async ({ context, page, baseURL }) => {
  await signIn(context, 'gd_super', baseURL)
  await confirmAnnouncementsWhenTheyBlock(page)
})

const batches = (page: Page) => page.getByTestId('makeup-batch')
const records = (page: Page) => page.getByTestId('makeup-record')

async function addVolunteers(page: Page, batch: number, names: string[]) {
  await page.getByRole('link', { name: `添加志愿者（批次 ${batch}）` }).click()
  for (const name of names) {
    await page.getByRole('textbox', { name: '姓名或编号' }).fill(name)
    await page.getByRole('button', { name: '查询' }).click()
    await page.getByRole('checkbox', { name: new RegExp(`^${name} \\d+$`) }).check()
  }
  await page.getByRole('button', { name: '加入批次' }).click()
  await expect(page).toHaveURL(/supplement_attr/)
}

async function expectDraft(page: Page) {
  await expect(batches(page)).toHaveCount(2)
  await expect(records(page)).toHaveCount(3)
  await expect(page.getByLabel('批次 2 开始时间')).toHaveValue('09:00')
  await expect(page.getByLabel('王芳3 补录结束时间')).toHaveValue('11:00')
}

test('two batches survive a reload and a failed save, then appear in the audit list', async ({
  page,
}) => {
  // A long flow (three page loads, two pickers, two saves): more than the default 30 s on 2 busy cores.
  test.setTimeout(90_000)
  await page.goto('/admin/activity/mission_active_realtime')
  const first = page.getByRole('link', { name: /^补录考勤 / }).first()
  const missionTitle = ((await first.getAttribute('aria-label')) ?? '').replace('补录考勤 ', '')
  await first.click()
  await page.getByRole('link', { name: '补录考勤 2026-03-02 08:00' }).click()

  await page.getByRole('button', { name: '添加批次' }).click()
  await addVolunteers(page, 1, ['陈晓明1', '李华2'])
  await page.getByRole('button', { name: '添加批次' }).click()
  await page.getByLabel('批次 2 开始时间').fill('09:00')
  await page.getByLabel('批次 2 结束时间').fill('11:00')
  await addVolunteers(page, 2, ['王芳3'])
  await expectDraft(page)

  await page.reload()
  await expectDraft(page)

  await page.route('**/realtime/saveMakeupTime', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"boom"}' }),
  )
  await page.getByRole('button', { name: '提交补录' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '提交失败' })).toContainText('草稿已保留')
  await expectDraft(page)
  await page.reload()
  await expectDraft(page)

  await page.unroute('**/realtime/saveMakeupTime')
  let saves = 0
  page.on('request', (request) => {
    if (request.url().includes('/realtime/saveMakeupTime')) saves++
  })
  const saved = page.waitForResponse('**/realtime/saveMakeupTime')
  await page.getByRole('button', { name: '提交补录' }).dblclick()
  await saved
  // The review page opens on 待审核, newest first: this submission (one session, two batches,
  // three people) is the first row, waiting for 通过 / 驳回.
  await expect(page).toHaveURL(/\/activity\/mission_supp_audit_realtime\?status=0$/)
  const newest = page.getByRole('table').getByRole('row').nth(1)
  const cells = newest.getByRole('cell')
  await expect(cells.nth(2)).toHaveText(missionTitle)
  await expect(cells.nth(3)).toHaveText('1')
  await expect(cells.nth(4)).toHaveText('2')
  await expect(cells.nth(5)).toHaveText('3')
  await expect(newest.getByRole('button', { name: '驳回' })).toBeVisible()
  expect(saves).toBe(1)
})
