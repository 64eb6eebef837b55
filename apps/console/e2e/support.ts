import { createHash } from 'node:crypto'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'

export const PASSWORD = 'Admin@2026'

/** Tokens per stub origin and account: each stub server is its own mock backend. */
const tokens = new Map<string, string>()

/** The running project's `baseURL` (the stub the pages are served from). */
export function projectBaseURL(): string {
  const baseURL = test.info().project.use.baseURL
  if (!baseURL) throw new Error('the Playwright project sets no baseURL')
  return baseURL
}

/**
 * Signs in through the stub API at `baseURL` (as the site root's login would) and returns the
 * token. Default: the running project's baseURL, so tokens and state share one mock backend.
 */
export async function apiLogin(userName: string, baseURL = projectBaseURL()): Promise<string> {
  const origin = new URL(baseURL).origin
  const cacheKey = `${origin} ${userName}`
  const cached = tokens.get(cacheKey)
  if (cached) return cached
  const body = new URLSearchParams({
    userName,
    loginType: '2',
    password: createHash('md5').update(PASSWORD).digest('hex'),
    sessionId: 'e2e',
    sig: 'e2e',
    verifyToken: 'e2e',
  })
  const res = await fetch(`${origin}/v2/api/gdzyz/auth/login/org/password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })
  const json = (await res.json()) as { other?: { access_token?: string } }
  const token = json.other?.access_token
  if (!token) throw new Error(`login of ${userName} failed: ${JSON.stringify(json)}`)
  tokens.set(cacheKey, token)
  return token
}

/**
 * Puts the account's token cookie into the context (the signed-in state of production), for the
 * host of `baseURL` (default: the running project's).
 */
export async function signIn(
  context: BrowserContext,
  userName: string,
  baseURL = projectBaseURL(),
): Promise<void> {
  const token = await apiLogin(userName, baseURL)
  const { hostname } = new URL(baseURL)
  await context.addCookies([
    { name: 'Admin-Token', value: token, domain: hostname, path: '/', sameSite: 'Lax' },
  ])
}

/** Confirms every open announcement dialog (type 4 at start, type 5 on some pages). */
export async function dismissAnnouncements(page: Page, expected?: number): Promise<string[]> {
  const titles: string[] = []
  const dialog = page.getByRole('alertdialog')
  for (let i = 0; i < (expected ?? 10); i++) {
    try {
      await dialog.waitFor({ state: 'visible', timeout: expected === undefined ? 1500 : 5000 })
    } catch {
      break
    }
    titles.push((await dialog.getByRole('heading').first().textContent()) ?? '')
    await dialog.getByRole('button').last().click()
    await expect(dialog.getByRole('heading', { name: titles.at(-1) ?? '' })).toHaveCount(0)
  }
  return titles
}

/**
 * For flows that are not about announcements: whenever an announcement dialog blocks an action
 * (they open when their request answers, which on a busy machine can be seconds after the page
 * rendered), confirm it and go on.
 */
export async function confirmAnnouncementsWhenTheyBlock(page: Page): Promise<void> {
  // One dialog shows a batch one announcement at a time: confirm until it closes.
  await page.addLocatorHandler(
    page.getByRole('alertdialog'),
    async (dialog) => {
      for (let i = 0; i < 10 && (await dialog.isVisible()); i++) {
        await dialog.getByRole('button').last().click()
      }
    },
    { noWaitAfter: true },
  )
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' })
export const tagsBar = (page: Page) => page.getByRole('navigation', { name: '已访问页面' })
