import { createHash } from 'node:crypto'
import { type BrowserContext, expect, type Page } from '@playwright/test'

export const PASSWORD = 'Admin@2026'
export const STUB = 'http://127.0.0.1:4174'

const tokens = new Map<string, string>()

/** Signs in through the stub API (as the site root's login would) and returns the token. */
export async function apiLogin(userName: string): Promise<string> {
  const cached = tokens.get(userName)
  if (cached) return cached
  const body = new URLSearchParams({
    userName,
    loginType: '2',
    password: createHash('md5').update(PASSWORD).digest('hex'),
    sessionId: 'e2e',
    sig: 'e2e',
    verifyToken: 'e2e',
  })
  const res = await fetch(`${STUB}/v2/api/gdzyz/auth/login/org/password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })
  const json = (await res.json()) as { other?: { access_token?: string } }
  const token = json.other?.access_token
  if (!token) throw new Error(`login of ${userName} failed: ${JSON.stringify(json)}`)
  tokens.set(userName, token)
  return token
}

/** Puts the account's token cookie into the context (the signed-in state of production). */
export async function signIn(context: BrowserContext, userName: string): Promise<void> {
  const token = await apiLogin(userName)
  await context.addCookies([
    { name: 'Admin-Token', value: token, domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
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

export const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' })
export const tagsBar = (page: Page) => page.getByRole('navigation', { name: '已访问页面' })
