import type { ListDescriptor } from '../../lists/descriptor'
import { descriptors as lists, organizationList } from '../../lists/descriptors/organization'
import type { FormDescriptor, FormFieldDescriptor } from '../descriptor'

const ADMIN_LIST = '/organization/admin_operator_settings'

const name: FormFieldDescriptor = {
  field: 'name',
  label: 'forms.fields.name',
  required: true,
  rule: 'personName',
}
const mobile: FormFieldDescriptor = {
  field: 'mobile',
  label: 'forms.fields.mobile',
  required: true,
  rule: 'mobile',
}
const email: FormFieldDescriptor = {
  field: 'email',
  label: 'forms.fields.email',
  rule: 'email',
  maxLength: 50,
}

/** 添加下级管理员: a new admin account under the signed-in one. */
const addSubordinateAdmin: FormDescriptor = {
  form: true,
  resource: 'admin',
  submit: 'create',
  done: ADMIN_LIST,
  fields: [
    {
      field: 'account',
      label: 'forms.fields.account',
      required: true,
      rule: 'account',
      hint: 'forms.hints.account',
    },
    {
      field: 'password',
      label: 'forms.fields.password',
      kind: 'password',
      required: true,
      rule: 'strongPassword',
      hint: 'forms.hints.strongPassword',
    },
    name,
    mobile,
    { field: 'idCard', label: 'forms.fields.idCard', required: true, rule: 'idCard' },
    email,
    {
      field: 'roleName',
      label: 'forms.fields.roleName',
      kind: 'select',
      required: true,
      options: [
        { value: '区县管理员', label: 'forms.options.roleCounty' },
        { value: '组织管理员', label: 'forms.options.roleOrg' },
        { value: '团体管理员', label: 'forms.options.roleGroup' },
      ],
    },
    { field: 'districtId', label: 'forms.fields.district', kind: 'district', required: true },
  ],
}

/** 邀请添加运营者: invites an operator, who signs in with the initial password. */
const inviteOperator: FormDescriptor = {
  form: true,
  resource: 'operator_invite',
  submit: 'action',
  done: ADMIN_LIST,
  fields: [
    name,
    mobile,
    email,
    {
      field: 'initialPassword',
      label: 'forms.fields.initialPassword',
      kind: 'password',
      required: true,
      rule: 'password2',
      hint: 'forms.hints.password2',
    },
    { field: 'remark', label: 'forms.fields.remark', kind: 'textarea', maxLength: 200 },
  ],
}

/** 添加组织. */
const addOrganization: FormDescriptor = {
  form: true,
  resource: 'organization',
  submit: 'create',
  fields: [
    { field: 'orgName', label: 'forms.fields.orgName', required: true, rule: 'orgName' },
    {
      field: 'orgType',
      label: 'forms.fields.orgType',
      kind: 'radio',
      required: true,
      options: [
        { value: '志愿服务组织', label: 'forms.options.orgTypeOrg' },
        { value: '志愿服务团体', label: 'forms.options.orgTypeGroup' },
      ],
    },
    {
      field: 'creditCode',
      label: 'forms.fields.creditCode',
      required: true,
      rule: 'noChinese',
      maxLength: 18,
      hint: 'forms.hints.noChinese',
    },
    { field: 'contactName', label: 'forms.fields.contactName', required: true, rule: 'personName' },
    { field: 'mobile', label: 'forms.fields.contactPhone', required: true, rule: 'telephone' },
    { field: 'districtId', label: 'forms.fields.district', kind: 'district', required: true },
    { field: 'establishDate', label: 'forms.fields.establishDate', kind: 'date' },
    { field: 'address', label: 'forms.fields.address', maxLength: 100, span: 'full' },
  ],
}

const admins = lists.admin_operator_settings as ListDescriptor

/** 管理员运营者设置: add, invite, enable/disable, reset the password of and delete admins. */
const adminSettings: ListDescriptor = {
  ...admins,
  actions: [
    {
      kind: 'link',
      scope: 'page',
      label: 'forms.list.addAdmin',
      to: '/organization/add_subordinate_admin',
    },
    {
      kind: 'link',
      scope: 'page',
      label: 'forms.list.inviteOperator',
      to: '/organization/invitation_add_operator',
    },
    {
      kind: 'action',
      label: 'forms.list.disable',
      action: 'admin_disable',
      confirm: 'forms.list.confirmDisable',
      when: { field: 'status', equals: 0 },
    },
    {
      kind: 'action',
      label: 'forms.list.enable',
      action: 'admin_enable',
      confirm: 'forms.list.confirmEnable',
      when: { field: 'status', equals: 1 },
    },
    {
      kind: 'action',
      label: 'forms.list.resetPassword',
      action: 'admin_reset_password',
      fields: [
        {
          field: 'password',
          label: 'forms.fields.newPassword',
          kind: 'password',
          required: true,
          rule: 'password',
          hint: 'forms.hints.password',
        },
      ],
    },
    { kind: 'delete', label: 'forms.list.remove', confirm: 'forms.list.confirmRemove' },
  ],
}

/** 管理员权限转移: hands an admin's role to another admin account. */
const permissionTransfer: ListDescriptor = {
  ...admins,
  actions: [
    {
      kind: 'action',
      label: 'forms.list.transfer',
      action: 'admin_permission_transfer',
      fields: [
        {
          field: 'targetAccount',
          label: 'forms.fields.targetAccount',
          required: true,
          rule: 'account',
        },
      ],
    },
  ],
}

/** 批量转移组织: choose organisations, then the organisation they move under. */
const organizationTransfer: ListDescriptor = {
  ...organizationList,
  actions: [
    {
      kind: 'link',
      scope: 'page',
      label: 'forms.list.addOrg',
      to: '/organization/organization_add',
    },
    {
      kind: 'action',
      scope: 'selection',
      label: 'forms.list.batchTransfer',
      action: 'org_transfer',
      confirm: 'forms.list.confirmTransfer',
      fields: [
        {
          field: 'targetOrgName',
          label: 'forms.fields.targetOrgName',
          required: true,
          rule: 'orgName',
          hint: 'forms.hints.targetOrg',
        },
      ],
    },
  ],
}

/** The form pages and list actions of /organization. */
export const organizationForms = {
  add_subordinate_admin: addSubordinateAdmin,
  invitation_add_operator: inviteOperator,
  organization_add: addOrganization,
  organization_transfer: organizationTransfer,
  admin_operator_settings: adminSettings,
  permission_transfer: permissionTransfer,
}
