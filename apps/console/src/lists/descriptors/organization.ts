import type { FieldDescriptor, ListDescriptor } from '../descriptor'
import {
  address,
  contactName,
  district,
  email,
  id,
  idCard,
  mobile,
  newestFirst,
  number,
  organization,
  orgName,
  realName,
  remark,
  standardFilters,
  status,
  text,
  time,
} from './fields'

const orgType = text('orgType')
const creditCode: FieldDescriptor = { field: 'creditCode', label: 'creditCode', hidden: true }
const belongingOrg = text('belongingOrgName', 'belongingOrg', true)
const orgDetail = [
  id,
  orgName,
  orgType,
  { field: 'creditCode', label: 'creditCode' },
  contactName,
  mobile,
  email,
  district,
  address,
  belongingOrg,
  number('memberCount'),
  { field: 'establishDate', label: 'establishDate', kind: 'date' },
] satisfies FieldDescriptor[]

const orgAudit = (resource: string): ListDescriptor => ({
  resource,
  titleField: 'orgName',
  keyword: 'org',
  status: 'audit',
  audit: true,
  columns: [
    id,
    orgName,
    orgType,
    creditCode,
    contactName,
    mobile,
    district,
    belongingOrg,
    status,
    time('submitTime'),
  ],
  filters: standardFilters('submitTime'),
  defaultSort: newestFirst,
  detail: [...orgDetail, remark, status, time('submitTime')],
})

const changeAudit = (resource: string): ListDescriptor => ({
  resource,
  titleField: 'orgName',
  keyword: 'org',
  status: 'audit',
  audit: true,
  columns: [
    id,
    orgName,
    text('changeBefore'),
    text('changeAfter'),
    contactName,
    mobile,
    district,
    status,
    time('submitTime'),
  ],
  filters: standardFilters('submitTime'),
  defaultSort: newestFirst,
  detail: [...orgDetail, text('changeBefore'), text('changeAfter'), status, time('submitTime')],
})

const account = text('account', 'account', true)
const roleName = text('roleName', 'roleName', true)

const admins: ListDescriptor = {
  resource: 'admin',
  titleField: 'name',
  keyword: 'admin',
  status: 'state',
  columns: [
    id,
    account,
    realName,
    mobile,
    organization,
    roleName,
    district,
    status,
    { field: 'lastLoginTime', label: 'lastLoginTime', kind: 'dateTime', sortable: true },
    { ...time('createTime'), hidden: true },
  ],
  filters: [{ kind: 'status' }, { kind: 'district' }, { kind: 'dateRange', label: 'createTime' }],
  defaultSort: newestFirst,
  detail: [
    id,
    account,
    realName,
    idCard,
    mobile,
    email,
    organization,
    roleName,
    district,
    status,
    time('createTime'),
    { field: 'lastLoginTime', label: 'lastLoginTime', kind: 'dateTime' },
  ],
}

/** Every organisation (批量转移组织 chooses from it). */
export const organizationList: ListDescriptor = {
  resource: 'organization',
  titleField: 'orgName',
  keyword: 'org',
  status: 'state',
  columns: [
    id,
    orgName,
    orgType,
    creditCode,
    contactName,
    mobile,
    district,
    number('memberCount'),
    status,
    time('registerTime'),
  ],
  filters: standardFilters('registerTime'),
  defaultSort: newestFirst,
  detail: [...orgDetail, status, time('registerTime')],
}

/** 组织团体管理 (/organization). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  group_belonging_organization_appeal: orgAudit('group_belonging_organization_appeal'),
  organization_belonging_organization_appeal: orgAudit(
    'organization_belonging_organization_appeal',
  ),
  organization_civil_affairs_appeal: orgAudit('organization_civil_affairs_appeal'),
  tuanwei_appeal: orgAudit('tuanwei_appeal'),
  organize_affiliated_audit: orgAudit('organize_affiliated_audit'),
  belonging_organization_change_appeal: changeAudit('belonging_organization_change_appeal'),
  keep_record_change_appeal: changeAudit('keep_record_change_appeal'),
  admin_operator_settings: admins,
  permission_transfer: admins,
  retrieve_password_appeal: {
    resource: 'admin_password_appeal',
    titleField: 'name',
    keyword: 'admin',
    status: 'audit',
    audit: true,
    columns: [id, account, realName, mobile, organization, district, status, time('submitTime')],
    filters: standardFilters('submitTime'),
    defaultSort: newestFirst,
    detail: [
      id,
      account,
      realName,
      mobile,
      email,
      organization,
      roleName,
      district,
      text('appealReason'),
      status,
      time('submitTime'),
    ],
  },
}
