import { ROLE_NAMES } from './data/vocab'
import type { DemoState, DemoStore } from './demo-store'
import { codesOf, DISTRICT_ADMIN_GROUPS, SPECIAL_CODES } from './permission-catalog'

/** A role as the demo keeps it: its permission codes and menu codes. */
export interface StoredRole {
  id: string
  title: string
  roleCode: string
  adminCount: number
  createTime: string
  permissions: string[]
  menus: string[]
}

/** The answer of a change: the value, or the refusal a server would send (code 0, msg). */
export type RoleResult<T> = { ok: true; value: T } | { ok: false; msg: string }

const ROLE_ID_BASE = 1234567890123470000n
const MAX_TITLE = 20
const TITLE_RULE = /^[A-Za-z0-9\u4e00-\u9fa5]+$/
const CODE_RULE = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
export const MAX_CODES = 2000

/** The sections each seeded role holds (the first holds every code). */
const SEEDED_SECTIONS: readonly (readonly string[] | 'all')[] = [
  'all',
  'all',
  ['volunteer_model', 'district_model', 'mission_model', 'personal_center', 'statics_model'],
  DISTRICT_ADMIN_GROUPS,
  ['mission_model', 'personal_center'],
  ['mission_model', 'personal_center'],
  ['site_model', 'complaint_model', 'personal_center'],
  ['mission_model', 'personal_center', 'statics_model'],
  ['statics_model', 'personal_center'],
  ['zyzz_mgr', 'personal_center'],
  ['complaint_model', 'disciplines_model', 'personal_center'],
  ['personal_center'],
]

/** Role codes of the demo accounts' roles. */
export const SUPER_ROLE = 'ROLE_001'
export const DISTRICT_ROLE = 'ROLE_004'

const seededRoles = (): StoredRole[] =>
  ROLE_NAMES.map((title, i) => {
    const sections = SEEDED_SECTIONS[i] ?? ['personal_center']
    const codes = [...codesOf(sections), ...(i === 0 ? SPECIAL_CODES : [])]
    return {
      id: String(ROLE_ID_BASE + BigInt(i + 1)),
      title,
      roleCode: `ROLE_${String(i + 1).padStart(3, '0')}`,
      // The last two seeded roles have no administrators: they can be deleted.
      adminCount: i >= ROLE_NAMES.length - 2 ? 0 : i === 0 ? 3 : 2 + ((i * 137) % 400),
      createTime: `2023-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 27) + 1).padStart(2, '0')} 09:30:00`,
      permissions: codes,
      menus: [...codes],
    }
  })

const rolesOf = (state: DemoState): StoredRole[] => {
  const holder = state as DemoState & { roles?: StoredRole[] }
  if (!Array.isArray(holder.roles)) holder.roles = seededRoles()
  return holder.roles
}

const beijingNow = (): string =>
  new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

/** A role title's refusal, or undefined when it may be used. */
const titleProblem = (title: unknown, roles: readonly StoredRole[], self?: string) => {
  if (typeof title !== 'string' || title.trim() === '') return '请输入角色名称'
  const name = title.trim()
  if ([...name].length > MAX_TITLE) return `角色名称不能超过${MAX_TITLE}个字`
  if (!TITLE_RULE.test(name)) return '角色名称只能包含汉字、字母和数字'
  if (roles.some((r) => r.title === name && r.id !== self)) return '角色名称已存在'
  return undefined
}

const codesProblem = (codes: unknown): string | undefined => {
  if (!Array.isArray(codes)) return '请求格式错误'
  if (codes.length > MAX_CODES) return `一次最多保存${MAX_CODES}个编码`
  if (!codes.every((c) => typeof c === 'string' && CODE_RULE.test(c))) return '编码格式错误'
  return undefined
}

/**
 * Roles over the demo state. The super administrators' role (ROLE_001) cannot be changed, so the
 * demo can never lock itself out of role management.
 */
export const createRoleState = (store: DemoStore) => {
  const read = () => rolesOf(store.read())
  const find = (id: string) => read().find((r) => r.id === id)
  const change = <T>(
    id: string,
    apply: (role: StoredRole, roles: StoredRole[]) => RoleResult<T>,
  ) => {
    let result: RoleResult<T> = { ok: false, msg: '角色不存在' }
    store.update((state) => {
      const roles = rolesOf(state)
      const role = roles.find((r) => r.id === id)
      if (!role) return
      if (role.roleCode === SUPER_ROLE) {
        result = { ok: false, msg: '超级管理员角色不可修改' }
        return
      }
      result = apply(role, roles)
    })
    return result
  }
  const setCodes = (id: string, field: 'permissions' | 'menus', codes: unknown) => {
    const problem = codesProblem(codes)
    if (problem) return { ok: false, msg: problem } as const
    return change(id, (role) => {
      role[field] = [...new Set(codes as string[])]
      return { ok: true, value: role }
    })
  }

  return {
    list: (): StoredRole[] => read(),
    find,
    byCode: (roleCode: string) => read().find((r) => r.roleCode === roleCode),
    create(title: unknown): RoleResult<StoredRole> {
      let result: RoleResult<StoredRole> = { ok: false, msg: '请输入角色名称' }
      store.update((state) => {
        const roles = rolesOf(state)
        const problem = titleProblem(title, roles)
        if (problem) {
          result = { ok: false, msg: problem }
          return
        }
        const next =
          roles.reduce((n, r) => (BigInt(r.id) > n ? BigInt(r.id) : n), ROLE_ID_BASE) + 1n
        const number = roles.reduce((n, r) => Math.max(n, Number(r.roleCode.slice(5)) || 0), 0) + 1
        const role: StoredRole = {
          id: String(next),
          title: String(title).trim(),
          roleCode: `ROLE_${String(number).padStart(3, '0')}`,
          adminCount: 0,
          createTime: beijingNow(),
          permissions: [],
          menus: [],
        }
        roles.push(role)
        result = { ok: true, value: role }
      })
      return result
    },
    rename: (id: string, title: unknown): RoleResult<StoredRole> =>
      change(id, (role, roles) => {
        const problem = titleProblem(title, roles, id)
        if (problem) return { ok: false, msg: problem }
        role.title = String(title).trim()
        return { ok: true, value: role }
      }),
    remove: (id: string): RoleResult<null> =>
      change(id, (role, roles) => {
        if (role.adminCount > 0) {
          return { ok: false, msg: `该角色下还有${role.adminCount}名管理员，不能删除` }
        }
        roles.splice(roles.indexOf(role), 1)
        return { ok: true, value: null }
      }),
    setPermissions: (id: string, codes: unknown) => setCodes(id, 'permissions', codes),
    setMenus: (id: string, codes: unknown) => setCodes(id, 'menus', codes),
  }
}
