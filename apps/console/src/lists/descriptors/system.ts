import type { ListDescriptor } from '../descriptor'
import { id, mobile, newestFirst, status, text, time } from './fields'

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
