export { PAGE_SIZES } from './pager'
export { Pagination, type PaginationProps } from './pagination'
