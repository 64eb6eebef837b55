import SparkMD5 from 'spark-md5'
import { MENUS_WITH_ANNOUNCEMENTS, menuAnnouncement, startAnnouncements } from './announcements'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts'
import { menuCodeOf, menuIdOf, menuTreeFor } from './menus'
import { matchesKeyword, rowsFor } from './paged-rows'
import type { Schema } from './wire'

export interface MockAccount extends DemoAccount {
  passwordMd5: string
  idpicPath: string
}

export type LoginResult = { ok: true; token: string } | { ok: false; msg: string }

export interface PagedQuery {
  pageNum: number
  pageSize: number
  keyword?: string | undefined
}

export interface MockBackend {
  readonly accounts: ReadonlyMap<string, MockAccount>
  login(userName: string, passwordMd5: string): LoginResult
  logout(token: string): void
  accountFor(token: string | undefined): MockAccount | undefined
  profile(account: MockAccount): Schema<'AdminProfile'>
  menus(account: MockAccount): Schema<'MenuNode'>[]
  auditStatic(account: MockAccount): Schema<'AuditStatic'>
  announcements(showType: number, menuId?: string): Schema<'Announcement'>[]
  pagedList(resource: string, query: PagedQuery): Schema<'PagedList'>
  externalToken(site: string, token: string): string
  updateProfile(account: MockAccount, body: Record<string, unknown>): void
  changePassword(account: MockAccount, oldMd5: string, newMd5: string): boolean
}

const newToken = (): string => globalThis.crypto.randomUUID().replace(/-/g, '')

/** In-memory state behaving like the platform: MD5 passwords, issued tokens, per-account data. */
export const createMockBackend = (): MockBackend => {
  const passwordMd5 = SparkMD5.hash(DEMO_PASSWORD)
  const accounts = new Map<string, MockAccount>(
    DEMO_ACCOUNTS.map((a) => [a.userName, { ...a, passwordMd5, idpicPath: '' }]),
  )
  const tokens = new Map<string, string>()

  return {
    accounts,
    login(userName, md5) {
      const account = accounts.get(userName)
      if (!account || account.passwordMd5 !== md5.toLowerCase()) {
        return { ok: false, msg: '账号或密码错误' }
      }
      const token = newToken()
      tokens.set(token, userName)
      return { ok: true, token }
    },
    logout(token) {
      tokens.delete(token)
    },
    accountFor(token) {
      const userName = token ? tokens.get(token) : undefined
      return userName ? accounts.get(userName) : undefined
    },
    profile: (a) => ({
      userName: a.userName,
      idpicPath: a.idpicPath,
      adminId: a.adminId,
      groupId: a.groupId,
      mobile: a.mobile,
      districtId: a.districtId,
      forbiddenState: a.forbiddenState,
    }),
    menus: (a) => menuTreeFor(a.permissionCodes),
    auditStatic: (a) => {
      const scale = a.groupId === 1 ? 10 : 1
      return {
        registAudit: 12 * scale,
        userDistrictAudit: 5 * scale,
        userAppeal: 2 * scale,
        orgAudit: 3 * scale,
        adminAppeal: 1 * scale,
        missionAudit: 7 * scale,
      }
    },
    announcements(showType, menuId) {
      if (showType === 4) return startAnnouncements()
      if (showType !== 5 || !menuId) return []
      const code = menuCodeOf(menuId)
      const id = code ? menuIdOf(code) : undefined
      return code && id !== undefined && MENUS_WITH_ANNOUNCEMENTS.includes(code)
        ? [menuAnnouncement(code, id)]
        : []
    },
    pagedList(resource, { pageNum, pageSize, keyword }) {
      const rows = rowsFor(resource).filter((r) => !keyword || matchesKeyword(r, keyword))
      const start = (pageNum - 1) * pageSize
      return { total: rows.length, list: rows.slice(start, start + pageSize) }
    },
    externalToken: (site, token) => `ext-${site}-${token.slice(0, 12)}`,
    updateProfile(account, body) {
      for (const key of ['idpicPath', 'mobile'] as const) {
        const value = body[key]
        if (typeof value === 'string') account[key] = value
      }
    },
    changePassword(account, oldMd5, newMd5) {
      if (account.passwordMd5 !== oldMd5.toLowerCase()) return false
      account.passwordMd5 = newMd5.toLowerCase()
      return true
    },
  }
}
