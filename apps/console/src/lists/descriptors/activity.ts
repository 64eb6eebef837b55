import type { FieldDescriptor, ListAction, ListDescriptor } from '../descriptor'
import {
  address,
  contactName,
  district,
  id,
  idCard,
  missionTitle,
  mobile,
  newestFirst,
  number,
  organization,
  realName,
  remark,
  serviceHours,
  standardFilters,
  status,
  text,
  time,
} from './fields'

const title: FieldDescriptor = { field: 'title', label: 'missionTitle', sortable: true }
const startDate: FieldDescriptor = {
  field: 'startDate',
  label: 'startDate',
  kind: 'date',
  sortable: true,
}
const endDate: FieldDescriptor = {
  field: 'endDate',
  label: 'endDate',
  kind: 'date',
  sortable: true,
}
const signIn: FieldDescriptor = {
  field: 'signInTime',
  label: 'signInTime',
  kind: 'dateTime',
  sortable: true,
}
const signOut: FieldDescriptor = { field: 'signOutTime', label: 'signOutTime', kind: 'dateTime' }

/** Missions (活动查询 and the pages that list missions). */
export const missions: ListDescriptor = {
  resource: 'mission',
  titleField: 'title',
  keyword: 'mission',
  status: 'state',
  columns: [
    id,
    title,
    organization,
    district,
    text('missionType', 'missionType', true),
    startDate,
    endDate,
    number('recruitCount'),
    number('joinedCount'),
    status,
  ],
  filters: standardFilters('startDate'),
  defaultSort: { field: 'startDate', order: 'desc' },
  actions: [
    { kind: 'link', scope: 'row', label: 'missions.actions.view', to: '/activity/mission_detail' },
    {
      kind: 'link',
      scope: 'row',
      label: 'missions.actions.modify',
      to: '/activity/mission_modify',
    },
    {
      kind: 'link',
      scope: 'row',
      label: 'missions.actions.qrcode',
      to: '/activity/mission_qrcode',
    },
    {
      kind: 'link',
      scope: 'row',
      label: 'attendance.list.attendance',
      to: '/activity/mission_attr',
    },
    {
      kind: 'link',
      scope: 'row',
      label: 'missions.actions.summary',
      to: '/activity/mission_summary',
    },
  ],
  detail: [
    id,
    title,
    organization,
    district,
    text('missionType'),
    startDate,
    endDate,
    number('recruitCount'),
    number('joinedCount'),
    number('serviceHours', 'hours'),
    contactName,
    mobile,
    address,
    text('labels'),
    text('description'),
    status,
    time('createTime'),
  ],
}

const attendance: ListDescriptor = {
  resource: 'attendance',
  titleField: 'name',
  keyword: 'personMission',
  status: 'state',
  actions: [
    {
      kind: 'link',
      scope: 'row',
      label: 'attendance.list.correct',
      to: '/activity/duration_correct',
    },
  ],
  columns: [id, realName, idCard, mobile, missionTitle, signIn, signOut, serviceHours, status],
  filters: [{ kind: 'status' }, { kind: 'district' }, { kind: 'dateRange', label: 'signInTime' }],
  defaultSort: { field: 'signInTime', order: 'desc' },
  detail: [
    id,
    realName,
    idCard,
    mobile,
    missionTitle,
    organization,
    district,
    signIn,
    signOut,
    serviceHours,
    status,
    remark,
  ],
}

const LIST = 'attendance.list'

/** Every field of a submitted attendance (超长时长审核, 自行签到签退确认). */
const submittedAttendanceDetail = [
  id,
  realName,
  idCard,
  mobile,
  missionTitle,
  organization,
  district,
  signIn,
  signOut,
  serviceHours,
  remark,
  status,
  time('submitTime'),
]

/**
 * Row and selection actions deciding pending rows (status 0): each `[label, verb, question]`
 * becomes `<prefix>_<verb>` for one row and for the selection (labels under `attendance.list.*`;
 * the selection's are `<label>Selected`, its question `<question>Selected`).
 */
const decisionActions = (
  prefix: string,
  decisions: readonly (readonly [label: string, verb: string, question: string])[],
): ListAction[] =>
  decisions.flatMap(([label, verb, question]) => [
    {
      kind: 'action',
      label: `${LIST}.${label}`,
      action: `${prefix}_${verb}`,
      confirm: `${LIST}.${question}`,
      when: { field: 'status', equals: 0 },
    },
    {
      kind: 'action',
      scope: 'selection',
      label: `${LIST}.${label}Selected`,
      action: `${prefix}_${verb}`,
      confirm: `${LIST}.${question}Selected`,
    },
  ])

/** 活动管理 (/activity); the make-up attendance pages are components. */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  mission_query: missions,
  mission_query_more: missions,
  mission_overlength_audit: {
    resource: 'mission_overlength_audit',
    titleField: 'name',
    keyword: 'personMission',
    status: 'audit',
    audit: true,
    columns: [
      id,
      realName,
      idCard,
      missionTitle,
      organization,
      serviceHours,
      district,
      status,
      time('submitTime'),
    ],
    filters: standardFilters('submitTime'),
    defaultSort: newestFirst,
    detail: submittedAttendanceDetail,
  },
  receive_comments: {
    resource: 'receive_comments',
    titleField: 'missionTitle',
    keyword: 'comment',
    status: 'state',
    columns: [
      id,
      missionTitle,
      text('name', 'commenter', true),
      number('score'),
      text('content', 'comment'),
      status,
      time('createTime'),
    ],
    filters: [{ kind: 'status' }, { kind: 'district' }, { kind: 'dateRange', label: 'createTime' }],
    defaultSort: newestFirst,
    detail: [
      id,
      missionTitle,
      organization,
      text('name', 'commenter'),
      mobile,
      number('score'),
      text('content', 'comment'),
      text('reply'),
      district,
      status,
      time('createTime'),
    ],
  },
  attendance_volunteer: attendance,
  mission_service_log_list: attendance,
  invite_hire: {
    resource: 'mission_participant',
    titleField: 'name',
    keyword: 'personMission',
    status: 'hire',
    actions: decisionActions('participant', [
      ['hire', 'hire', 'confirmHire'],
      ['notHire', 'not_hire', 'confirmNotHire'],
    ]),
    columns: [id, realName, idCard, mobile, missionTitle, organization, status, time('applyTime')],
    filters: standardFilters('applyTime'),
    defaultSort: newestFirst,
    detail: [
      id,
      realName,
      idCard,
      mobile,
      missionTitle,
      organization,
      district,
      serviceHours,
      status,
      time('applyTime'),
    ],
  },
  mission_auto_attend_list: {
    resource: 'mission_auto_attend_list',
    titleField: 'name',
    keyword: 'personMission',
    status: 'confirm',
    actions: decisionActions('auto_attend', [['confirm', 'confirm', 'confirmAttend']]),
    columns: [
      id,
      realName,
      idCard,
      missionTitle,
      signIn,
      signOut,
      serviceHours,
      status,
      time('submitTime'),
    ],
    filters: standardFilters('submitTime'),
    defaultSort: newestFirst,
    detail: submittedAttendanceDetail,
  },
}
