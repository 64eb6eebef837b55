import { expect, type Page, type Request, test } from '@playwright/test'
import { sidebar, signIn } from '../support'

// The session calls index.html's early script starts (src/early/early-contract.ts).
const EARLY = [
  '/v2/api/gdzyz/manage/pc/usersAdmin/preEditMyInfo',
  '/v2/api/gdzyz/manage/pc/common/menutree/permissionList',
  '/v2/api/gdzyz/manage/pc/common/menutree/leftMenu',
  '/v2/api/gdzyz/home/announcement/list?showType=4',
]
const pathOf = (request: Request) => {
  const url = new URL(request.url())
  return `${url.pathname}${url.search}`
}

/** A slow phone's network (about Lighthouse's mobile profile: 150 ms, 1.6 Mbit/s down). */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

function record(page: Page) {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

test.beforeEach(async ({ context }) => {
  await signIn(context, 'gd_super')
})

test('the session calls start before the entry script has arrived, and the app does not ask them again', async ({
  page,
}) => {
  await throttle(page)
  const requests = record(page)
  await page.goto('/admin/dashboard')
  // The start announcements open over the signed-in dashboard.
  await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 20_000 })
  await expect(sidebar(page)).toBeVisible()

  const entry = requests.find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url()))
  if (!entry) throw new Error('no entry script request')
  const entryTiming = entry.timing()
  const entryEnd = entryTiming.startTime + entryTiming.responseEnd
  const startOf = (match: (r: Request) => boolean) => {
    const found = requests.find(match)
    if (!found) throw new Error('request missing')
    return found.timing().startTime
  }

  for (const call of EARLY) {
    expect(
      requests.filter((r) => pathOf(r) === call),
      call,
    ).toHaveLength(1)
    expect(
      startOf((r) => pathOf(r) === call),
      call,
    ).toBeLessThan(entryEnd)
  }
  expect(requests.filter((r) => pathOf(r) === '/admin/config.json')).toHaveLength(1)
  // The code the first paint waits for is fetched while the entry still downloads: the
  // dashboard with the pages' strings and, the start answer holding announcements, the dialog.
  for (const chunk of ['dashboard', 'announcement-dialog']) {
    const pattern = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`)
    expect(
      requests.filter((r) => pattern.test(r.url())),
      chunk,
    ).toHaveLength(1)
    expect(
      startOf((r) => pattern.test(r.url())),
      chunk,
    ).toBeLessThan(entryEnd)
  }

  const t0 = startOf((r) => r.resourceType() === 'document')
  const waterfall = requests
    .filter((r) => r.timing().responseEnd >= 0)
    .map((r) => {
      const t = r.timing()
      return `${String(Math.round(t.startTime - t0)).padStart(6)} ms -> ${String(Math.round(t.startTime + t.responseEnd - t0)).padStart(6)} ms  ${pathOf(r)}`
    })
    .join('\n')
  await test.info().attach('waterfall', { body: waterfall, contentType: 'text/plain' })
})

test('an early request that failed is made again by the app, which then works as usual', async ({
  page,
}) => {
  let failed = 0
  await page.route('**/v2/api/gdzyz/manage/pc/common/menutree/permissionList', (route) =>
    failed++ === 0 ? route.abort('connectionreset') : route.continue(),
  )
  const requests = record(page)
  await page.goto('/admin/dashboard')
  await page.getByRole('alertdialog').getByRole('button').last().click()
  await expect(sidebar(page).getByText('人员管理')).toBeVisible()
  const asked = requests.filter((r) => pathOf(r) === EARLY[1])
  expect(asked).toHaveLength(2)
  expect(failed).toBe(2)
  for (const call of [EARLY[0], EARLY[2], EARLY[3]]) {
    expect(
      requests.filter((r) => pathOf(r) === call),
      call,
    ).toHaveLength(1)
  }
})
