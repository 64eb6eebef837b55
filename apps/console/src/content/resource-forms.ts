import type { FormDescriptor, FormFieldDescriptor } from '../forms/descriptor'
import type { ListAction } from '../lists/descriptor'

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const district: FormFieldDescriptor = {
  field: 'districtId',
  label: 'content.fields.district',
  kind: 'district',
  required: true,
}

/** 添加资源 (新时代文明实践): a resource offered by an organisation. */
export const addResource: FormDescriptor = {
  form: true,
  resource: 'nwm_resource_list',
  submit: 'create',
  done: '/nwm_admin/nwm_resource_list',
  fields: [
    {
      field: 'title',
      label: 'content.fields.resourceName',
      required: true,
      maxLength: 50,
      span: 'full',
    },
    {
      field: 'resourceType',
      label: 'content.fields.resourceType',
      kind: 'select',
      required: true,
      options: choices(['场地资源', '服务项目', '培训课程', '宣传资料', '专家队伍']),
    },
    { field: 'orgName', label: 'content.fields.orgName', required: true, rule: 'orgName' },
    district,
    {
      field: 'contactName',
      label: 'content.fields.contactName',
      required: true,
      rule: 'personName',
    },
    { field: 'mobile', label: 'content.fields.mobile', required: true, rule: 'mobile' },
    { field: 'address', label: 'content.fields.address', maxLength: 100, span: 'full' },
  ],
}

const branchFields: readonly FormFieldDescriptor[] = [
  { field: 'branchName', label: 'content.fields.branchName', required: true, maxLength: 30 },
  {
    field: 'bankName',
    label: 'content.fields.bankName',
    kind: 'select',
    required: true,
    options: choices([
      '中国工商银行',
      '中国农业银行',
      '中国银行',
      '中国建设银行',
      '交通银行',
      '中国邮政储蓄银行',
      '广州农商银行',
      '广发银行',
    ]),
  },
  district,
  { field: 'telephone', label: 'content.fields.telephone', required: true, rule: 'telephone' },
  {
    field: 'address',
    label: 'content.fields.address',
    required: true,
    maxLength: 100,
    span: 'full',
  },
  { field: 'businessHours', label: 'content.fields.businessHours', maxLength: 30 },
]

const BRANCHES = '/volunteerCard/bank_baranch'

/** 添加银行网点 / 编辑银行网点. */
export const bankBranchForms: Readonly<Record<string, FormDescriptor>> = {
  bank_branch_add: {
    form: true,
    resource: 'bank_baranch',
    submit: 'create',
    done: BRANCHES,
    fields: branchFields,
  },
  bank_branch_edit: {
    form: true,
    resource: 'bank_baranch',
    submit: 'update',
    load: 'record',
    done: BRANCHES,
    fields: branchFields,
  },
}

const remove: ListAction = {
  kind: 'delete',
  label: 'content.actions.delete',
  confirm: 'content.actions.confirmDelete',
}

export const resourceActions: readonly ListAction[] = [
  {
    kind: 'link',
    scope: 'page',
    label: 'content.actions.addResource',
    to: '/nwm_admin/add_resource',
  },
  remove,
]

export const branchActions: readonly ListAction[] = [
  {
    kind: 'link',
    scope: 'page',
    label: 'content.actions.addBranch',
    to: '/volunteerCard/bank_branch_add',
  },
  {
    kind: 'link',
    scope: 'row',
    label: 'content.actions.edit',
    to: '/volunteerCard/bank_branch_edit',
  },
  remove,
]
