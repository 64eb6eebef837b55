import type { ListDescriptor } from '../descriptor'
import {
  address,
  contactName,
  district,
  id,
  mobile,
  newestFirst,
  organization,
  standardFilters,
  status,
  text,
  time,
} from './fields'

const columns = [
  id,
  text('title', 'resourceName', true),
  text('resourceType', 'resourceType', true),
  organization,
  district,
  status,
  time('createTime'),
]

/** 新时代文明实践 (/nwm_admin). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  nwm_resource_list: {
    resource: 'nwm_resource_list',
    titleField: 'title',
    keyword: 'resource',
    status: 'publish',
    columns,
    filters: standardFilters('createTime'),
    defaultSort: newestFirst,
    detail: [...columns, contactName, mobile, address],
  },
}
