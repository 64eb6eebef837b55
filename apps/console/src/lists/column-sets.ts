/**
 * Column sets of the generic listing screen. Each list page picks the set that fits its title;
 * `field` is the row field of the assumed paged-list contract, `label` an `app:columns.*` key.
 */
export type CellKind = 'text' | 'id' | 'idCard' | 'mobile' | 'status'

export interface ColumnSpec {
  field: string
  label: string
  kind?: CellKind
}

export type StatusKind = 'audit' | 'state' | 'publish'

export interface ListSpec {
  columns: readonly ColumnSpec[]
  status: StatusKind
  /** Resource of the list contract when it is not the page's path segment. */
  resource?: string
}

const id: ColumnSpec = { field: 'id', label: 'id', kind: 'id' }
const realName: ColumnSpec = { field: 'name', label: 'realName' }
const idCard: ColumnSpec = { field: 'idCard', label: 'idCard', kind: 'idCard' }
const mobile: ColumnSpec = { field: 'mobile', label: 'mobile', kind: 'mobile' }
const org: ColumnSpec = { field: 'orgName', label: 'organization' }
const district: ColumnSpec = { field: 'districtName', label: 'district' }
const title: ColumnSpec = { field: 'title', label: 'title' }
const status: ColumnSpec = { field: 'status', label: 'status', kind: 'status' }
const created: ColumnSpec = { field: 'createTime', label: 'createTime' }
const operator: ColumnSpec = { field: 'name', label: 'operator' }

/** People awaiting an audit (real-name checks, appeals, joins). */
export const personAudit: ListSpec = {
  columns: [id, realName, idCard, mobile, org, status, created],
  status: 'audit',
}
/** People records (queries, focus and ban lists). */
export const people: ListSpec = {
  columns: [id, realName, idCard, mobile, org, district, status],
  status: 'state',
}
/** Organisations awaiting an audit. */
export const orgAudit: ListSpec = {
  columns: [id, { field: 'orgName', label: 'name' }, district, realName, mobile, status, created],
  status: 'audit',
}
/** Organisation records. */
export const organizations: ListSpec = {
  columns: [id, { field: 'orgName', label: 'name' }, district, realName, mobile, status],
  status: 'state',
}
/** Administrators and operators. */
export const admins: ListSpec = {
  columns: [id, realName, mobile, org, district, status],
  status: 'state',
}
/** Missions, contest projects and their records awaiting an audit. */
export const missionAudit: ListSpec = {
  columns: [id, title, org, realName, status, created],
  status: 'audit',
}
/** Missions and similar records. */
export const missions: ListSpec = {
  columns: [id, title, org, district, status, created],
  status: 'state',
}
/** Published content (announcements, articles, pictures, versions, messages). */
export const content: ListSpec = {
  columns: [id, title, operator, status, created],
  status: 'publish',
}
/** Logs and statistics rows. */
export const records: ListSpec = {
  columns: [id, title, operator, org, district, created],
  status: 'state',
}
