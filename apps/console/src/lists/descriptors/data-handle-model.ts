import type { ListDescriptor } from '../descriptor'
import {
  district,
  id,
  idCard,
  mobile,
  newestFirst,
  operator,
  realName,
  standardFilters,
  status,
  text,
  time,
} from './fields'

const columns = [
  id,
  realName,
  idCard,
  mobile,
  text('handleType', 'handleType', true),
  operator,
  status,
  time('handleTime'),
]

/** 数据处理 (/data_handle_model). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  users_handle_list: {
    resource: 'users_handle_list',
    titleField: 'name',
    keyword: 'person',
    status: 'handle',
    columns,
    filters: standardFilters('handleTime'),
    defaultSort: newestFirst,
    detail: [...columns, district],
  },
}
