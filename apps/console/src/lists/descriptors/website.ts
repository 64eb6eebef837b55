import type { FieldDescriptor, ListDescriptor } from '../descriptor'
import {
  content,
  district,
  id,
  idCard,
  newestFirst,
  number,
  operator,
  realName,
  status,
  text,
  time,
} from './fields'

const title: FieldDescriptor = { field: 'title', label: 'title', sortable: true }
const publisher = text('operator', 'publisher', true)
const views = number('viewCount')
const published = time('publishTime')
const publishFilters = [{ kind: 'status' }, { kind: 'dateRange', label: 'publishTime' }] as const

const content_ = (
  resource: string,
  keyword: string,
  columns: readonly FieldDescriptor[],
  extra: readonly FieldDescriptor[] = [],
): ListDescriptor => ({
  resource,
  titleField: 'title',
  keyword,
  status: 'publish',
  columns,
  filters: publishFilters,
  defaultSort: newestFirst,
  detail: [...columns, ...extra],
})

const log = (
  resource: string,
  keyword: string,
  who: readonly FieldDescriptor[],
): ListDescriptor => ({
  resource,
  titleField: 'action',
  keyword,
  status: 'state',
  columns: [
    id,
    ...who,
    text('action', 'action', true),
    text('ip'),
    text('terminal'),
    time('operateTime'),
  ],
  filters: [{ kind: 'district' }, { kind: 'dateRange', label: 'operateTime' }],
  defaultSort: newestFirst,
  detail: [id, ...who, text('action'), text('ip'), text('terminal'), district, time('operateTime')],
})

/** 网站管理 (/website). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  announcement: content_(
    'announcement',
    'titleOperator',
    [id, title, publisher, views, status, published],
    [content],
  ),
  information: content_(
    'information',
    'article',
    [
      id,
      title,
      text('category', 'category', true),
      text('source'),
      publisher,
      views,
      status,
      published,
    ],
    [content],
  ),
  policies_regulations: content_(
    'policies_regulations',
    'policy',
    [
      id,
      title,
      text('docNumber'),
      text('issuingAuthority', 'issuingAuthority', true),
      status,
      published,
    ],
    [publisher, views, content],
  ),
  banner: content_(
    'banner',
    'title',
    [id, title, text('position', 'position', true), number('sortNo'), operator, status, published],
    [views, content],
  ),
  version_update: content_(
    'version_update',
    'version',
    [
      id,
      text('version', 'version', true),
      title,
      text('platform', 'platform', true),
      status,
      published,
    ],
    [publisher, views, content],
  ),
  activity_label: {
    resource: 'activity_label',
    titleField: 'title',
    keyword: 'labelName',
    status: 'state',
    columns: [
      id,
      text('title', 'labelName', true),
      number('missionCount'),
      operator,
      status,
      time('createTime'),
    ],
    filters: [{ kind: 'status' }, { kind: 'dateRange', label: 'createTime' }],
    defaultSort: newestFirst,
    detail: [
      id,
      text('title', 'labelName'),
      number('missionCount'),
      text('remark'),
      operator,
      status,
      time('createTime'),
    ],
  },
  user_log: log('user_log', 'userLog', [text('account', 'account', true), realName]),
  volunteer_log: log('volunteer_log', 'volunteerLog', [realName, idCard]),
}
