import type { ListDescriptor } from '../descriptor'
import { id, mobile, newestFirst, number, remark, status, text, time } from './fields'

const smsColumns = [
  id,
  mobile,
  text('purpose', 'purpose', true),
  text('ip'),
  status,
  time('sendTime'),
]

/** 系统管理 (/system). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  role: {
    resource: 'role',
    titleField: 'title',
    keyword: 'role',
    status: 'state',
    columns: [
      id,
      text('title', 'roleTitle', true),
      text('roleCode', 'roleCode', true),
      number('adminCount'),
      status,
      time('createTime'),
    ],
    filters: [{ kind: 'status' }],
    defaultSort: { field: 'roleCode', order: 'asc' },
    detail: [
      id,
      text('title', 'roleTitle'),
      text('roleCode'),
      number('adminCount'),
      remark,
      status,
      time('createTime'),
    ],
  },
  sms_verification: {
    resource: 'sms_verification',
    titleField: 'mobile',
    keyword: 'smsVerify',
    status: 'handle',
    columns: smsColumns,
    filters: [{ kind: 'status' }, { kind: 'dateRange', label: 'sendTime' }],
    defaultSort: newestFirst,
    detail: smsColumns,
  },
}
