import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from '../page-helpers'
import { signInThroughForm } from '../sign-in-form'
import { confirmAnnouncementsWhenTheyBlock } from '../support'

test.describe.configure({ timeout: 60_000 })

async function login(page: Page, announcements: 'all' | 'but the 录用 question') {
  await signInThroughForm(page, 'gd_super')
  if (announcements === 'all') await confirmAnnouncementsWhenTheyBlock(page)
  // The 录用 question is an alertdialog too: only the announcements are confirmed on the way.
  else
    await page.addLocatorHandler(
      page.getByRole('alertdialog').filter({ hasNotText: '确定录用该志愿者' }),
      async (dialog) => {
        for (let i = 0; i < 10 && (await dialog.isVisible()); i++)
          await dialog.getByRole('button').last().click()
      },
      { noWaitAfter: true },
    )
}

test('考勤 from a 活动查询 row: a sign-out saved, its hours shown in 志愿者考勤', async ({
  page,
}) => {
  await login(page, 'all')
  await page.goto('/admin/activity/mission_query')
  const firstRow = page.getByRole('table').getByRole('row').nth(1)
  await firstRow.getByRole('link', { name: '考勤', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/activity\/mission_attr\?id=\d+$/)
  const sheet = page.getByRole('table', { name: '考勤名单' })
  await expect(sheet.getByRole('row')).toHaveCount(5)
  const time = await page.getByText(/^活动时间：/).textContent()
  const day = /(\d{4}-\d{2}-\d{2})/.exec(time ?? '')?.[1] ?? ''
  const participant = sheet.getByRole('row').nth(1)
  const name = ((await participant.getByRole('cell').nth(1).textContent()) ?? '').trim()
  await participant.getByRole('button', { name: `登记 ${name}` }).click()
  await page.getByLabel('签到日期').fill(day)
  await page.getByLabel('签到时间').fill('08:00')
  await page.getByLabel('签退日期').fill(day)
  await page.getByLabel('签退时间').fill('07:30')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('签退时间须晚于签到时间')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('签退时间').fill('10:30')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(participant.getByRole('cell').nth(5)).toHaveText('2.5')
  await expect(participant).toContainText(`${day} 10:30`)

  await page.goto(`/admin/activity/attendance_volunteer?keyword=${encodeURIComponent(name)}`)
  await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 })
  const row = page.getByRole('row').filter({ hasText: `${day} 10:30` })
  await expect(row).toContainText(name)
  await expect(row).toContainText('2.5')
  await expect(row.getByRole('link', { name: '时长纠正' })).toHaveAttribute(
    'href',
    /\/admin\/activity\/duration_correct\?id=\d+$/,
  )
})

test('邀请录用: 录用 one pending row, then it is 已录用', async ({ page }) => {
  await login(page, 'but the 录用 question')
  await page.goto('/admin/activity/invite_hire?status=0')
  const row = page.getByRole('table').getByRole('row').nth(1)
  await expect(row).toContainText('待录用')
  const id = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim()
  const name = ((await row.getByRole('cell').nth(2).textContent()) ?? '').trim()
  await row.getByRole('button', { name: '录用', exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('确定录用该志愿者？')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('table')).not.toContainText(id)
  await page.goto(`/admin/activity/invite_hire?status=1&keyword=${encodeURIComponent(name)}`)
  // A full load: the app starts again before the list shows.
  await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: id })).toContainText(
    '已录用',
  )
})
