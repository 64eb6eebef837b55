import { getPagedList } from './list-operations'
import {
  getAnnouncements,
  getAuditStatic,
  getLeftMenu,
  getMyInfo,
  getPermissionList,
} from './shell-operations'
import type { AnnouncementParams, ApiClient, PagedListQuery } from './types'

/** Stable TanStack Query keys; every key starts with apiKeys.all. */
export const apiKeys = {
  all: ['gdzyz'] as const,
  myInfo: () => ['gdzyz', 'myInfo'] as const,
  leftMenu: () => ['gdzyz', 'leftMenu'] as const,
  permissions: () => ['gdzyz', 'permissions'] as const,
  auditStatic: () => ['gdzyz', 'auditStatic'] as const,
  announcements: (params: AnnouncementParams) =>
    ['gdzyz', 'announcements', params.showType, params.menuId ?? null] as const,
  lists: (resource: string) => ['gdzyz', 'list', resource] as const,
  pagedList: (resource: string, query: PagedListQuery) =>
    [
      'gdzyz',
      'list',
      resource,
      { pageNum: query.pageNum, pageSize: query.pageSize, keyword: query.keyword ?? '' },
    ] as const,
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

export const announcementsQuery = (client: ApiClient, params: AnnouncementParams) => ({
  queryKey: apiKeys.announcements(params),
  queryFn: () => getAnnouncements(client, params),
})

export const pagedListQuery = (client: ApiClient, resource: string, query: PagedListQuery) => ({
  queryKey: apiKeys.pagedList(resource, query),
  queryFn: () => getPagedList(client, resource, query),
})
