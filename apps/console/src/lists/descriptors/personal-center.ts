import type { ListDescriptor } from '../descriptor'
import { content, id, newestFirst, status, text, time } from './fields'

/** 个人中心 (/personalCenter). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  my_news: {
    resource: 'my_news',
    titleField: 'title',
    keyword: 'message',
    status: 'handle',
    columns: [id, text('title', 'messageTitle'), text('sender'), status, time('receiveTime')],
    filters: [{ kind: 'status' }, { kind: 'dateRange', label: 'receiveTime' }],
    defaultSort: newestFirst,
    detail: [
      id,
      text('title', 'messageTitle'),
      text('sender'),
      content,
      status,
      time('receiveTime'),
    ],
  },
}
