import { expect, test } from '@playwright/test'
import { mixedSheet, xlsxFile } from '../../src/card-import/test-sheets'
import { dismissAnnouncements, go } from '../page-helpers'
import { signInThroughForm } from '../sign-in-form'

test.describe.configure({ timeout: 90_000 })

test('a mixed file: the report lists exactly the bad rows, then only the valid rows are imported', async ({
  page,
}) => {
  await signInThroughForm(page, 'gd_super')
  await dismissAnnouncements(page)

  await go(page, '/admin/volunteerCard/batch_import_card')
  const { rows, bad } = mixedSheet()
  await page.getByLabel('导入文件').setInputFiles({
    name: 'cards.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(xlsxFile(rows)),
  })
  await expect(page.getByText('cards.xlsx：共 10 行，3 行可导入，7 行有问题。')).toBeVisible({
    timeout: 20_000,
  })
  const report = page.getByRole('table', { name: '问题行' })
  const reported = await report
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.children[0]?.textContent, tr.children[1]?.textContent]),
    )
  const names: Record<string, string> = { name: '姓名', idCard: '身份证号码', mobile: '手机号码' }
  expect(reported).toEqual(bad.map((b) => [String(b.row), names[b.field]]))
  await expect(report.getByText('<img src=x onerror=alert(1)>')).toBeVisible()

  await page.getByRole('button', { name: '导入 3 行' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('确定导入 3 行有效数据？7 行有问题的数据不会导入。')
  await confirm.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('已导入 3 行。')).toBeVisible({ timeout: 20_000 })

  // The imported applications are listed in 制证申请记录 (the last valid row's ID card).
  const idCard = rows[11]?.[1] ?? ''
  await page.getByRole('link', { name: '查看制证申请记录' }).click()
  await go(page, `/admin/volunteerCard/registration_record_query?keyword=${idCard}`)
  const list = page.getByRole('table', { name: '制证申请记录列表' })
  await expect(list.locator('tbody tr')).toHaveCount(1, { timeout: 20_000 })
  await expect(list.locator('tbody tr')).toContainText(rows[11]?.[0] ?? '')
})
