import type { ListDescriptor } from '../descriptor'
import { content, id, mobile, newestFirst, status, text, time } from './fields'

const columns = [id, mobile, text('template', 'smsType', true), content, status, time('sendTime')]

/** 短信管理 (/sms_model). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  sms_list: {
    resource: 'sms_list',
    titleField: 'template',
    keyword: 'sms',
    status: 'handle',
    columns,
    filters: [{ kind: 'status' }, { kind: 'dateRange', label: 'sendTime' }],
    defaultSort: newestFirst,
    detail: columns,
  },
}
