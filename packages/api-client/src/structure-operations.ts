import type { components } from './generated/schema'
import type { ApiClient } from './types'
import { unwrap } from './unwrap'

type Schemas = components['schemas']
type WireNode = Schemas['OrgTreeNode']

/** A node of 组织树 (`recordId`, the organisation record's id, as an exact decimal string). */
export type OrgTreeNode = Omit<WireNode, 'recordId'> & { recordId?: string }
export type OrgTreeKind = OrgTreeNode['kind']

export interface OrgTreeSearchResult {
  /** Every node whose name matched (only the first 50 are in `matches`). */
  total: number
  /** Matches in tree order with their ancestor ids, root first. */
  matches: { id: string; path: string[] }[]
  /** The children of every ancestor on those paths. */
  branches: { parentId: string; children: OrgTreeNode[] }[]
}

/** A role (`id` as an exact decimal string). */
export interface Role {
  id: string
  title: string
  roleCode: string
  adminCount: number
  createTime: string
  /** Cannot be renamed, deleted or given other codes. */
  builtIn: boolean
}

export interface RoleGrants {
  roleId: string
  permissionCodes: string[]
  menuCodes: string[]
}

/** Which of a role's code lists: its permissions (权限分配) or its menus (角色菜单分配). */
export type GrantKind = 'permission' | 'menu'

const nodeOf = (node: WireNode): OrgTreeNode => {
  const { recordId, ...rest } = node
  return recordId === undefined ? rest : { ...rest, recordId: String(recordId) }
}

const roleOf = (role: Schemas['Role']): Role => ({
  id: String(role.id),
  title: role.title,
  roleCode: role.roleCode,
  adminCount: Number(role.adminCount),
  createTime: role.createTime,
  builtIn: role.builtIn === true,
})

const grantsOf = (data: {
  roleId: number | string
  permissionCodes: string[]
  menuCodes: string[]
}): RoleGrants => ({
  roleId: String(data.roleId),
  permissionCodes: data.permissionCodes,
  menuCodes: data.menuCodes,
})

const PC = '/v2/api/gdzyz/manage/pc'

/** The root of 组织树 (no `parentId`) or the children of one node. */
export const getOrgTreeChildren = async (
  client: ApiClient,
  parentId?: string,
): Promise<OrgTreeNode[]> =>
  unwrap(
    await client.GET(`${PC}/orgTree/children`, {
      params: { query: parentId ? { parentId } : {} },
    }),
  ).data.map(nodeOf)

/** Nodes whose name contains `keyword`, with the branches that open the path to each. */
export const searchOrgTree = async (
  client: ApiClient,
  keyword: string,
): Promise<OrgTreeSearchResult> => {
  const data = unwrap(
    await client.GET(`${PC}/orgTree/search`, { params: { query: { keyword } } }),
  ).data
  return {
    total: Number(data.total),
    matches: data.matches.map((m) => ({ id: m.id, path: [...m.path] })),
    branches: data.branches.map((b) => ({
      parentId: b.parentId,
      children: b.children.map(nodeOf),
    })),
  }
}

export const listRoles = async (client: ApiClient): Promise<Role[]> =>
  unwrap(await client.GET(`${PC}/role/list`)).data.map(roleOf)

export const createRole = async (client: ApiClient, title: string): Promise<Role> =>
  roleOf(unwrap(await client.POST(`${PC}/role/add`, { body: { title } })).data)

export const renameRole = async (client: ApiClient, id: string, title: string): Promise<Role> =>
  roleOf(
    unwrap(
      await client.POST(`${PC}/role/{id}/rename`, { params: { path: { id } }, body: { title } }),
    ).data,
  )

/** Deletes a role; the server refuses (the call rejects) while administrators hold it. */
export const deleteRole = async (client: ApiClient, id: string): Promise<void> => {
  unwrap(await client.POST(`${PC}/role/{id}/delete`, { params: { path: { id } } }))
}

export const getRoleGrants = async (client: ApiClient, id: string): Promise<RoleGrants> =>
  grantsOf(unwrap(await client.GET(`${PC}/role/{id}/grants`, { params: { path: { id } } })).data)

/** Replaces a role's permission codes or menu codes; resolves with what the server saved. */
export const saveRoleGrants = async (
  client: ApiClient,
  id: string,
  kind: GrantKind,
  codes: readonly string[],
): Promise<RoleGrants> => {
  const init = { params: { path: { id } }, body: { codes: [...codes] } }
  const answer =
    kind === 'permission'
      ? await client.POST(`${PC}/role/{id}/permissions`, init)
      : await client.POST(`${PC}/role/{id}/menus`, init)
  return grantsOf(unwrap(answer).data)
}
