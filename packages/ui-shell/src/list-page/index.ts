export { type ListColumn, ListPage, type ListPageProps } from './list-page'
export type { ListQuery, ListResult } from './use-list-query'
