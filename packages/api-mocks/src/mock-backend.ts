import SparkMD5 from 'spark-md5'
import { MENUS_WITH_ANNOUNCEMENTS, menuAnnouncement, startAnnouncements } from './announcements'
import { AUDIT_COUNTERS } from './audit-counters'
import { createCardImportState } from './card-import'
import type { ListQuery } from './data/query'
import { RESOURCES } from './data/registry'
import type { Row } from './data/resource-def'
import { type Page, tableOf } from './data/table'
import { createDecisionState } from './decisions'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts'
import { createDemoStore, type DemoStore, type KeyValueStorage } from './demo-store'
import { createMakeupState } from './makeup'
import { menuCodeOf, menuIdOf, menuTreeFor } from './menus'
import { createMutationState } from './mutations'
import { createOrgTree } from './org-tree'
import { createRoleState } from './roles'
import { createStatistics } from './statistics'
import type { Schema } from './wire'

export interface MockAccount extends DemoAccount {
  passwordMd5: string
  idpicPath: string
  /** The menu codes of the account's role (permissionCodes are its role's permissions). */
  menuCodes: readonly string[]
}

export type LoginResult = { ok: true; token: string } | { ok: false; msg: string }

/** A page, or the refusal a real server would answer (code 0 with this message). */
export type PageResult = { ok: true; page: Page } | { ok: false; msg: string }

export interface MockBackendOptions {
  /** Where the demo state is kept (localStorage in a browser); memory only when absent. */
  storage?: KeyValueStorage | null
  /** Storage key of the state. */
  storageKey?: string
}

export interface MockBackend {
  /** The accounts as they are now (seeded plus stored changes). */
  readonly accounts: ReadonlyMap<string, MockAccount>
  login(userName: string, passwordMd5: string): LoginResult
  logout(token: string): void
  accountFor(token: string | undefined): MockAccount | undefined
  profile(account: MockAccount): Schema<'AdminProfile'>
  menus(account: MockAccount): Schema<'MenuNode'>[]
  auditStatic(account: MockAccount): Schema<'AuditStatic'>
  /** Pending records (status 0) of every audit resource, as its list counts them. */
  pendingCounts(): Record<string, number>
  announcements(showType: number, menuId?: string): Schema<'Announcement'>[]
  /** One page of a resource (list or export query). */
  listPage(resource: string, query: ListQuery): PageResult
  /** One record with all its fields, or undefined. */
  record(resource: string, id: string): Row | undefined
  /** Stores changed fields of a row (decisions, edits); false for an unknown row. */
  patchRecord(resource: string, id: string, patch: Record<string, unknown>): boolean
  externalToken(site: string, token: string): string
  updateProfile(account: MockAccount, body: Record<string, unknown>): void
  changePassword(account: MockAccount, oldMd5: string, newMd5: string): boolean
  readonly makeup: ReturnType<typeof createMakeupState>
  /** Audit decisions (pending rows only, idempotent, trail appended). */
  readonly decisions: ReturnType<typeof createDecisionState>
  /** 数据统计, computed from the list rows as they are now. */
  readonly statistics: ReturnType<typeof createStatistics>
  /** Create, update, delete and named actions, checked by the form rules. */
  readonly mutations: ReturnType<typeof createMutationState>
  /** Roles with their permissions and menus; the demo accounts follow their role. */
  readonly roles: ReturnType<typeof createRoleState>
  /** 组织树 over the organisation list. */
  readonly orgTree: ReturnType<typeof createOrgTree>
  /** Batch card import into 制证申请记录 (rows checked again, idempotent). */
  readonly cardImport: ReturnType<typeof createCardImportState>
  /** Back to the seeded data; every session ends. */
  reset(): void
  /** Makes every resource's seeded rows now (the 100,000-row list takes a moment). */
  prepare(): void
}

const newToken = (): string => globalThis.crypto.randomUUID().replace(/-/g, '')

/**
 * The demo backend: seeded data regenerated from its seeds plus the stored changes (sessions,
 * profile, password, make-up saves, record changes), read again on every request so that
 * every tab of the same browser sees the same state.
 */
export const createMockBackend = (options: MockBackendOptions = {}): MockBackend => {
  const store: DemoStore = createDemoStore(options.storage, options.storageKey)
  const passwordMd5 = SparkMD5.hash(DEMO_PASSWORD)
  const seeded = new Map(DEMO_ACCOUNTS.map((a) => [a.userName, a]))
  const roles = createRoleState(store)

  const accountNamed = (userName: string): MockAccount | undefined => {
    const seed = seeded.get(userName)
    if (!seed) return undefined
    const changed = store.read().accounts[userName] ?? {}
    const role = roles.byCode(seed.roleCode)
    return {
      ...seed,
      permissionCodes: role?.permissions ?? [],
      menuCodes: role?.menus ?? [],
      passwordMd5: changed.passwordMd5 ?? passwordMd5,
      idpicPath: changed.idpicPath ?? '',
      mobile: changed.mobile ?? seed.mobile,
    }
  }

  const changeAccount = (
    userName: string,
    change: Partial<Record<'passwordMd5' | 'idpicPath' | 'mobile', string>>,
  ) =>
    store.update((state) => {
      state.accounts[userName] = { ...state.accounts[userName], ...change }
    })

  const patchesOf = (resource: string) => store.read().records[resource] ?? {}

  return {
    get accounts() {
      return new Map([...seeded.keys()].map((name) => [name, accountNamed(name) as MockAccount]))
    },
    login(userName, md5) {
      const account = accountNamed(userName)
      if (!account || account.passwordMd5 !== md5.toLowerCase()) {
        return { ok: false, msg: '账号或密码错误' }
      }
      const token = newToken()
      store.update((state) => {
        state.tokens[token] = userName
      })
      return { ok: true, token }
    },
    logout(token) {
      store.update((state) => {
        delete state.tokens[token]
      })
    },
    accountFor(token) {
      const userName = token ? store.read().tokens[token] : undefined
      return typeof userName === 'string' ? accountNamed(userName) : undefined
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
    // A menu entry is served only for a page the role may open (menus within permissions).
    menus: (a) => menuTreeFor(a.menuCodes.filter((code) => a.permissionCodes.includes(code))),
    auditStatic() {
      const counts: Record<string, number> = {}
      for (const { key, resource } of AUDIT_COUNTERS) {
        counts[key] = tableOf(resource)?.countStatus(0, patchesOf(resource)) ?? 0
      }
      return counts as Schema<'AuditStatic'>
    },
    pendingCounts() {
      const counts: Record<string, number> = {}
      for (const def of RESOURCES) {
        if (!def.audit) continue
        counts[def.name] = tableOf(def.name)?.countStatus(0, patchesOf(def.name)) ?? 0
      }
      return counts
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
    listPage(resource, query) {
      const table = tableOf(resource)
      if (!table) return { ok: false, msg: '列表不存在' }
      return { ok: true, page: table.page(query, patchesOf(resource), store.revision()) }
    },
    record(resource, id) {
      return tableOf(resource)?.record(id, patchesOf(resource))
    },
    patchRecord(resource, id, patch) {
      const table = tableOf(resource)
      if (!table?.has(id, patchesOf(resource))) return false
      store.update((state) => {
        const rows = state.records[resource] ?? {}
        rows[id] = { ...rows[id], ...patch }
        state.records[resource] = rows
      })
      return true
    },
    externalToken: (site, token) => `ext-${site}-${token.slice(0, 12)}`,
    updateProfile(account, body) {
      const change: Partial<Record<'idpicPath' | 'mobile', string>> = {}
      for (const key of ['idpicPath', 'mobile'] as const) {
        const value = body[key]
        if (typeof value === 'string') change[key] = value
      }
      changeAccount(account.userName, change)
    },
    changePassword(account, oldMd5, newMd5) {
      const current = accountNamed(account.userName)
      if (!current || current.passwordMd5 !== oldMd5.toLowerCase()) return false
      changeAccount(account.userName, { passwordMd5: newMd5.toLowerCase() })
      return true
    },
    makeup: createMakeupState(store),
    decisions: createDecisionState(store),
    statistics: createStatistics(patchesOf),
    mutations: createMutationState(store),
    roles,
    orgTree: createOrgTree(store),
    cardImport: createCardImportState(store),
    reset: () => store.reset(),
    prepare() {
      for (const def of RESOURCES) tableOf(def.name)?.prepare()
    },
  }
}
