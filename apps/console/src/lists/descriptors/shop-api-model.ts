import type { ListDescriptor } from '../descriptor'
import { id, newestFirst, number, status, text, time } from './fields'

const columns = [
  id,
  text('title', 'goodsName', true),
  number('points'),
  number('stock'),
  number('exchangedCount'),
  status,
  time('createTime'),
]

/** 商城管理 (/shop_api_model). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  shop_list: {
    resource: 'shop_list',
    titleField: 'title',
    keyword: 'goods',
    status: 'publish',
    columns,
    filters: [{ kind: 'status' }, { kind: 'dateRange', label: 'createTime' }],
    defaultSort: newestFirst,
    detail: columns,
  },
}
