import type { FieldDescriptor, FilterDescriptor } from '../descriptor'

/** Fields shared by many list pages (record field, `app:columns.*` label, cell kind). */
export const id: FieldDescriptor = { field: 'id', label: 'id', kind: 'id', sortable: true }
export const realName: FieldDescriptor = { field: 'name', label: 'realName', sortable: true }
export const gender: FieldDescriptor = { field: 'gender', label: 'gender' }
export const idCard: FieldDescriptor = { field: 'idCard', label: 'idCard', kind: 'idCard' }
export const mobile: FieldDescriptor = { field: 'mobile', label: 'mobile', kind: 'mobile' }
export const email: FieldDescriptor = { field: 'email', label: 'email' }
export const birthday: FieldDescriptor = { field: 'birthday', label: 'birthday', kind: 'date' }
export const address: FieldDescriptor = { field: 'address', label: 'address' }
export const political: FieldDescriptor = { field: 'politicalStatus', label: 'politicalStatus' }
export const education: FieldDescriptor = { field: 'education', label: 'education' }
export const district: FieldDescriptor = {
  field: 'districtId',
  label: 'district',
  kind: 'district',
  sortable: true,
}
export const organization: FieldDescriptor = {
  field: 'orgName',
  label: 'organization',
  sortable: true,
}
export const orgName: FieldDescriptor = { field: 'orgName', label: 'orgName', sortable: true }
export const status: FieldDescriptor = {
  field: 'status',
  label: 'status',
  kind: 'status',
  sortable: true,
}
export const remark: FieldDescriptor = { field: 'remark', label: 'remark' }
export const operator: FieldDescriptor = { field: 'operator', label: 'operator' }
export const content: FieldDescriptor = { field: 'content', label: 'content' }
export const contactName: FieldDescriptor = { field: 'contactName', label: 'contactName' }
export const missionTitle: FieldDescriptor = {
  field: 'missionTitle',
  label: 'missionTitle',
  sortable: true,
}
export const serviceHours: FieldDescriptor = {
  field: 'serviceHours',
  label: 'serviceHours',
  kind: 'number',
  sortable: true,
}

/** The resource's date (`createTime`) under the label that fits the page. */
export const time = (label: string): FieldDescriptor => ({
  field: 'createTime',
  label,
  kind: 'dateTime',
  sortable: true,
})

export const text = (field: string, label = field, sortable = false): FieldDescriptor =>
  sortable ? { field, label, sortable } : { field, label }

export const number = (field: string, label = field): FieldDescriptor => ({
  field,
  label,
  kind: 'number',
  sortable: true,
})

/** Status, district and a date range on `label`. */
export const standardFilters = (label: string): readonly FilterDescriptor[] => [
  { kind: 'status' },
  { kind: 'district' },
  { kind: 'dateRange', label },
]

export const newestFirst = { field: 'createTime', order: 'desc' } as const
