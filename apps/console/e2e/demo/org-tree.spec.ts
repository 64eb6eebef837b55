import { expect, type Page, test } from '@playwright/test'
import { confirmAnnouncementDialogs, signInThroughForm } from '../sign-in-form'

/** The name of one organisation in 广州市, read from the demo backend as the page would. */
const organisationInGuangzhou = (page: Page) =>
  page.evaluate(async () => {
    const token = /Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? ''
    const get = async (parentId: string) => {
      const url = `/v2/api/gdzyz/manage/pc/orgTree/children?parentId=${encodeURIComponent(parentId)}`
      const answer = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
      return (await answer.json()).data as { id: string; name: string; count: number }[]
    }
    const district = (await get('c:440100')).find((d) => d.count > 0)
    const [org] = await get(district?.id ?? '')
    return { district: district?.name ?? '', org: org?.name ?? '' }
  })

test('the tree opens 广州市 and a search opens the path to an organisation, keyboard only', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await confirmAnnouncementDialogs(page)
  await signInThroughForm(page, 'gd_super')
  await page.goto('/admin/organization/organization_tree')
  const tree = page.getByRole('tree', { name: '组织树' })
  const province = tree.getByRole('treeitem', { name: /^广东省/ })
  await expect(province).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 })

  // Search box, 搜索 button, then the tree (one tab stop). A start announcement may open on the
  // way (the locator handler confirms it, and focus returns to the page), so start again then.
  await expect(async () => {
    await page.getByLabel('搜索组织').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(province).toBeFocused({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await page.keyboard.press('ArrowDown')
  const guangzhou = tree.getByRole('treeitem', { name: /^广州市/ })
  await expect(guangzhou).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(guangzhou).toHaveAttribute('aria-expanded', 'true')
  await expect(tree.getByRole('treeitem', { name: /^天河区/ })).toBeVisible()
  await page.keyboard.press('End')
  await expect(tree.getByRole('treeitem').last()).toBeFocused()
  await page.keyboard.press('Home')
  await expect(province).toBeFocused()
  // Type-ahead by pinyin initials: sz is 深圳市.
  await page.keyboard.type('sz')
  await expect(tree.getByRole('treeitem', { name: /^深圳市/ })).toBeFocused()

  const { district, org } = await organisationInGuangzhou(page)
  expect(org).not.toBe('')
  await page.getByLabel('搜索组织').focus()
  await page.keyboard.type(org)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: /找到 \d+ 个结果/ })).toBeVisible()
  const match = tree.getByRole('treeitem', { name: org, exact: true })
  await expect(match).toBeVisible()
  await expect(match).toHaveAttribute('aria-selected', 'true')
  await expect(
    tree.getByRole('treeitem', { name: new RegExp(`^${district}`) }).first(),
  ).toHaveAttribute('aria-expanded', 'true')
  await expect(
    page.getByRole('region', { name: '节点详情' }).getByRole('heading', { name: org }),
  ).toBeVisible()
  // Back into the tree: the match has the focus stop.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(match).toBeFocused()
})
