import { getPendingCounts } from './decision-operations'
import { getResourceRecord, listResource } from './resource-operations'
import {
  getAnnouncements,
  getAuditStatic,
  getLeftMenu,
  getMyInfo,
  getPermissionList,
} from './shell-operations'
import {
  getCardStatistics,
  getStatisticsAggregate,
  queryStatistics,
  type StatisticsFilter,
  type StatisticsQuery,
} from './statistics-operations'
import { getOrgTreeChildren, getRoleGrants, listRoles, searchOrgTree } from './structure-operations'
import type { AnnouncementParams, ApiClient, ResourceQuery } from './types'

/** The query as a key part: every filter present (empty when absent), so equal queries share a key. */
const queryKeyPart = (query: ResourceQuery) => ({
  pageNum: query.pageNum,
  pageSize: query.pageSize,
  keyword: query.keyword ?? '',
  status: query.status ?? null,
  districtId: query.districtId ?? '',
  startDate: query.startDate ?? '',
  endDate: query.endDate ?? '',
  sortField: query.sortField ?? '',
  sortOrder: query.sortField ? (query.sortOrder ?? 'asc') : '',
})

const filterKeyPart = (filter: StatisticsFilter) => ({
  districtId: filter.districtId ?? '',
  startDate: filter.startDate ?? '',
  endDate: filter.endDate ?? '',
})

/** Stable TanStack Query keys; every key starts with apiKeys.all. */
export const apiKeys = {
  all: ['gdzyz'] as const,
  myInfo: () => ['gdzyz', 'myInfo'] as const,
  leftMenu: () => ['gdzyz', 'leftMenu'] as const,
  permissions: () => ['gdzyz', 'permissions'] as const,
  /** Prefix of every audit counter (invalidate it after a decision). */
  auditStatic: () => ['gdzyz', 'auditStatic'] as const,
  /** The pending records of every audit list; under auditStatic so one invalidation covers both. */
  pendingCounts: () => ['gdzyz', 'auditStatic', 'pending'] as const,
  announcements: (params: AnnouncementParams) =>
    ['gdzyz', 'announcements', params.showType, params.menuId ?? null] as const,
  /** Prefix of every list page and record of `resource` (invalidate it after a change). */
  resource: (resource: string) => ['gdzyz', 'resource', resource] as const,
  resourceList: (resource: string, query: ResourceQuery) =>
    ['gdzyz', 'resource', resource, 'list', queryKeyPart(query)] as const,
  resourceRecord: (resource: string, id: string) =>
    ['gdzyz', 'resource', resource, 'record', id] as const,
  /** Prefix of every statistics answer (invalidate it after a change to the counted data). */
  statistics: () => ['gdzyz', 'statistics'] as const,
  statisticsAggregate: (filter: StatisticsFilter) =>
    ['gdzyz', 'statistics', 'aggregate', filterKeyPart(filter)] as const,
  cardStatistics: (filter: StatisticsFilter) =>
    ['gdzyz', 'statistics', 'cards', filterKeyPart(filter)] as const,
  statisticsQuery: (query: StatisticsQuery) =>
    [
      'gdzyz',
      'statistics',
      'query',
      { measure: query.measure, dimension: query.dimension, ...filterKeyPart(query) },
    ] as const,
  /** Prefix of every 组织树 answer (invalidate it after an organisation changes). */
  orgTree: () => ['gdzyz', 'orgTree'] as const,
  /** The root (parentId '') or one node's children. */
  orgTreeChildren: (parentId: string) => ['gdzyz', 'orgTree', 'children', parentId] as const,
  orgTreeSearch: (keyword: string) => ['gdzyz', 'orgTree', 'search', keyword] as const,
  /** Prefix of the role list and every role's codes. */
  roles: () => ['gdzyz', 'roles'] as const,
  roleList: () => ['gdzyz', 'roles', 'list'] as const,
  roleGrants: (id: string) => ['gdzyz', 'roles', 'grants', id] as const,
}

export const myInfoQuery = (client: ApiClient) => ({
  queryKey: apiKeys.myInfo(),
  queryFn: () => getMyInfo(client),
})

export const leftMenuQuery = (client: ApiClient) => ({
  queryKey: apiKeys.leftMenu(),
  queryFn: () => getLeftMenu(client),
})

export const permissionListQuery = (client: ApiClient) => ({
  queryKey: apiKeys.permissions(),
  queryFn: () => getPermissionList(client),
})

export const auditStaticQuery = (client: ApiClient) => ({
  queryKey: apiKeys.auditStatic(),
  queryFn: () => getAuditStatic(client),
})

export const pendingCountsQuery = (client: ApiClient) => ({
  queryKey: apiKeys.pendingCounts(),
  queryFn: () => getPendingCounts(client),
})

export const announcementsQuery = (client: ApiClient, params: AnnouncementParams) => ({
  queryKey: apiKeys.announcements(params),
  queryFn: () => getAnnouncements(client, params),
})

export const resourceListQuery = (client: ApiClient, resource: string, query: ResourceQuery) => ({
  queryKey: apiKeys.resourceList(resource, query),
  queryFn: () => listResource(client, resource, query),
})

export const resourceRecordQuery = (client: ApiClient, resource: string, id: string) => ({
  queryKey: apiKeys.resourceRecord(resource, id),
  queryFn: () => getResourceRecord(client, resource, id),
})

export const statisticsAggregateQuery = (client: ApiClient, filter: StatisticsFilter) => ({
  queryKey: apiKeys.statisticsAggregate(filter),
  queryFn: () => getStatisticsAggregate(client, filter),
})

export const cardStatisticsQuery = (client: ApiClient, filter: StatisticsFilter) => ({
  queryKey: apiKeys.cardStatistics(filter),
  queryFn: () => getCardStatistics(client, filter),
})

export const statisticsQueryQuery = (client: ApiClient, query: StatisticsQuery) => ({
  queryKey: apiKeys.statisticsQuery(query),
  queryFn: () => queryStatistics(client, query),
})

export const orgTreeChildrenQuery = (client: ApiClient, parentId = '') => ({
  queryKey: apiKeys.orgTreeChildren(parentId),
  queryFn: () => getOrgTreeChildren(client, parentId || undefined),
})

export const orgTreeSearchQuery = (client: ApiClient, keyword: string) => ({
  queryKey: apiKeys.orgTreeSearch(keyword),
  queryFn: () => searchOrgTree(client, keyword),
})

export const roleListQuery = (client: ApiClient) => ({
  queryKey: apiKeys.roleList(),
  queryFn: () => listRoles(client),
})

export const roleGrantsQuery = (client: ApiClient, id: string) => ({
  queryKey: apiKeys.roleGrants(id),
  queryFn: () => getRoleGrants(client, id),
})
