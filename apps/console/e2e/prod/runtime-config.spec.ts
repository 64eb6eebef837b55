import { readFile, writeFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { confirmAnnouncementsWhenTheyBlock, sidebar, signIn } from '../support'

// One production build, two deployments: the test rewrites dist/config.json (as an operator
// would on the server) and the same files open other addresses after a reload.
const CONFIG = new URL('../../dist/config.json', import.meta.url)
let built = ''

test.beforeAll(async () => {
  built = await readFile(CONFIG, 'utf8')
})

test.afterEach(async () => {
  await writeFile(CONFIG, built)
})

test.beforeEach(async ({ context, page }) => {
  await signIn(context, 'gd_super')
  await confirmAnnouncementsWhenTheyBlock(page)
})

async function deploy(config: unknown) {
  await writeFile(CONFIG, typeof config === 'string' ? config : JSON.stringify(config))
}

/** The addresses the console opens and embeds in this deployment. */
async function expectOpens(page: Page, addresses: { frame: string; help: string; west: string }) {
  await page.goto('/admin/iframe/index?menucode=env_reports&title=报表')
  await expect(page.locator('iframe')).toHaveAttribute('src', addresses.frame)
  await expect(page.getByRole('link', { name: '帮助' })).toHaveAttribute('href', addresses.help)
  await expect(sidebar(page).locator(`a[href="${addresses.west}"]`)).toHaveCount(1)
}

test('changing config.json without a rebuild changes what the console opens and embeds', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })

  for (const env of ['staging', 'production']) {
    await deploy({
      helpUrl: `https://help.${env}.example/`,
      westPlanUrl: `https://west.${env}.example/plan`,
      iframePages: { env_reports: `https://reports.${env}.example/board` },
    })
    await expectOpens(page, {
      frame: `https://reports.${env}.example/board`,
      help: `https://help.${env}.example/`,
      west: `https://west.${env}.example/plan`,
    })
  }
  expect(warnings.filter((w) => w.includes('[config]'))).toEqual([])

  // A deployment that drops the menu code: the page refuses it instead of embedding anything.
  await deploy({ iframePages: {} })
  await page.reload()
  await expect(page.getByRole('alert')).toContainText('env_reports')
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('a malformed or hostile config.json still starts the console, on the defaults, with warnings', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await deploy('{"helpUrl": "https://help.broken.example/",')
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('link', { name: '帮助' })).toHaveAttribute(
    'href',
    JSON.parse(built).helpUrl,
  )
  expect(warnings).toContain('[config] config.json is not valid JSON; the defaults are used')

  warnings.length = 0
  await deploy({ helpUrl: 'javascript:alert(1)', apiBase: 'https://evil.example/' })
  await page.reload()
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('link', { name: '帮助' })).toHaveAttribute(
    'href',
    JSON.parse(built).helpUrl,
  )
  expect(warnings).toEqual([
    '[config] config.json.helpUrl: refused value; the default is used',
    '[config] config.json: unknown key "apiBase", ignored',
  ])
})
