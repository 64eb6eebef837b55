import { CITIES } from './data/districts'
import { GUANGDONG_DISTRICTS } from './data/guangdong'
import type { Row } from './data/resource-def'
import { tableOf } from './data/table'
import type { DemoStore } from './demo-store'

export type OrgTreeKind = 'province' | 'city' | 'district' | 'organization' | 'group'

/** A node of 组织树; organisation and group nodes carry their record's main fields. */
export interface OrgTreeNode {
  id: string
  name: string
  kind: OrgTreeKind
  /** Organisations and groups below the node. */
  count: number
  hasChildren: boolean
  code?: string
  recordId?: bigint
  orgType?: string
  creditCode?: string
  contactName?: string
  mobile?: string
  memberCount?: number
  address?: string
  status?: number
  createTime?: string
}

export interface OrgTreeSearch {
  total: number
  matches: { id: string; path: string[] }[]
  branches: { parentId: string; children: OrgTreeNode[] }[]
}

export const ROOT_ID = 'p:440000'
export const MAX_MATCHES = 50
const ORG_RESOURCE = 'organization'

interface Index {
  nodes: Map<string, OrgTreeNode>
  children: Map<string, string[]>
  parent: Map<string, string>
  order: string[]
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')

/** The district of an organisation: the one its address names, else one picked by its id. */
const districtIndexOf = (record: Row, cityCode: string, cityName: string): number => {
  const list = GUANGDONG_DISTRICTS[cityCode] ?? []
  const rest = str(record.address)
    .replace(/^广东省/, '')
    .replace(cityName, '')
  const found = list.findIndex((d) => rest.startsWith(d.name))
  return found >= 0 ? found : Number(BigInt(String(record.id)) % BigInt(Math.max(list.length, 1)))
}

const orgNode = (record: Row): OrgTreeNode => ({
  id: `o:${String(record.id)}`,
  name: str(record.orgName),
  kind: record.orgType === '志愿服务团体' ? 'group' : 'organization',
  count: 0,
  hasChildren: false,
  recordId: BigInt(String(record.id)),
  orgType: str(record.orgType),
  creditCode: str(record.creditCode),
  contactName: str(record.contactName),
  mobile: str(record.mobile),
  memberCount: Number(record.memberCount ?? 0),
  address: str(record.address),
  status: Number(record.status ?? 0),
  createTime: str(record.createTime),
})

function buildIndex(store: DemoStore): Index {
  const nodes = new Map<string, OrgTreeNode>()
  const children = new Map<string, string[]>()
  const parent = new Map<string, string>()
  const add = (node: OrgTreeNode, parentId?: string) => {
    nodes.set(node.id, node)
    if (parentId) {
      parent.set(node.id, parentId)
      children.set(parentId, [...(children.get(parentId) ?? []), node.id])
    }
  }
  add({
    id: ROOT_ID,
    name: '广东省',
    kind: 'province',
    code: '440000',
    count: 0,
    hasChildren: true,
  })
  for (const city of CITIES) {
    const cityId = `c:${city.code}`
    add(
      { id: cityId, name: city.name, kind: 'city', code: city.code, count: 0, hasChildren: true },
      ROOT_ID,
    )
    for (const [i, district] of (GUANGDONG_DISTRICTS[city.code] ?? []).entries()) {
      add(
        {
          id: `d:${city.code}-${i + 1}`,
          name: district.name,
          kind: 'district',
          ...(district.code ? { code: district.code } : {}),
          count: 0,
          hasChildren: false,
        },
        cityId,
      )
    }
  }
  const table = tableOf(ORG_RESOURCE)
  const patches = store.read().records[ORG_RESOURCE] ?? {}
  const orgs: [string, OrgTreeNode][] = []
  for (let i = 0; table && i < table.def.count; i++) {
    const record = table.record(String(table.base + BigInt(i)), patches)
    const city = CITIES.find((c) => c.code === record?.districtId)
    if (!record || !city) continue
    orgs.push([
      `d:${city.code}-${districtIndexOf(record, city.code, city.name) + 1}`,
      orgNode(record),
    ])
  }
  orgs.sort(([, a], [, b]) => a.name.localeCompare(b.name, 'zh-CN'))
  for (const [districtId, node] of orgs) {
    add(node, districtId)
    for (let id: string | undefined = districtId; id; id = parent.get(id)) {
      const ancestor = nodes.get(id) as OrgTreeNode
      ancestor.count++
      ancestor.hasChildren = true
    }
  }
  const order: string[] = []
  const walk = (id: string) => {
    order.push(id)
    for (const child of children.get(id) ?? []) walk(child)
  }
  walk(ROOT_ID)
  return { nodes, children, parent, order }
}

/** 组织树 over the organisation list (same rows, same cities): children and search. */
export const createOrgTree = (store: DemoStore) => {
  let cached: { revision: string; index: Index } | undefined
  const index = (): Index => {
    const revision = store.revision()
    if (cached?.revision !== revision) cached = { revision, index: buildIndex(store) }
    return cached.index
  }
  const childrenOf = (ix: Index, id: string) =>
    (ix.children.get(id) ?? []).map((child) => ix.nodes.get(child) as OrgTreeNode)
  const pathOf = (ix: Index, id: string): string[] => {
    const path: string[] = []
    for (let p = ix.parent.get(id); p; p = ix.parent.get(p)) path.unshift(p)
    return path
  }
  return {
    /** The root (without a parent id) or the children of a node; undefined for an unknown id. */
    children(parentId?: string): OrgTreeNode[] | undefined {
      const ix = index()
      if (!parentId) return [ix.nodes.get(ROOT_ID) as OrgTreeNode]
      return ix.nodes.has(parentId) ? childrenOf(ix, parentId) : undefined
    },
    /** Nodes whose name contains the keyword, in tree order, with the branches that show them. */
    search(keyword: string): OrgTreeSearch {
      const ix = index()
      const found = ix.order.filter(
        (id) => id !== ROOT_ID && ix.nodes.get(id)?.name.includes(keyword),
      )
      const matches = found.slice(0, MAX_MATCHES).map((id) => ({ id, path: pathOf(ix, id) }))
      const opened = [...new Set(matches.flatMap((m) => m.path))]
      return {
        total: found.length,
        matches,
        branches: opened.map((parentId) => ({ parentId, children: childrenOf(ix, parentId) })),
      }
    },
  }
}
