import { expect, test } from '@playwright/test'
import { confirmAnnouncementsWhenTheyBlock, signIn } from '../support'

const PNG = (color: number) =>
  Buffer.from(
    // 2x2 PNG whose colour byte differs, so each pick is a different picture.
    `iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVQI12P4z8DAwMDAxMDAwMDAAAANAAL${color}0ynZAAAAAElFTkSuQmCC`,
    'base64',
  )

test('个人资料: the avatar appears once; 保存成功 goes when a new avatar is picked', async ({
  page,
  context,
}) => {
  await signIn(context, 'gz_admin')
  await confirmAnnouncementsWhenTheyBlock(page)
  await page.goto('/admin/personalCenter/edit_my_info')
  const form = page.getByRole('main')
  await expect(form.getByRole('button', { name: '保存' })).toBeVisible()
  const file = form.locator('input[type=file]')
  await file.setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG(1) })
  await expect(form.getByRole('img')).toHaveCount(1)
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByText('保存成功')).toBeVisible()
  await expect(form.getByRole('img')).toHaveCount(1)
  await file.setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: PNG(2) })
  await expect(form.getByText('保存成功')).toHaveCount(0)
  await expect(form.getByRole('img')).toHaveCount(1)
})
