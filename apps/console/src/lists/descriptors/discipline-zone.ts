import type { FieldDescriptor, ListDescriptor } from '../descriptor'
import { missions } from './activity'
import {
  district,
  id,
  idCard,
  mobile,
  newestFirst,
  operator,
  orgName,
  realName,
  standardFilters,
  status,
  text,
  time,
} from './fields'

const reason = text('reason')

const orgs = (resource: string, timeLabel: string): ListDescriptor => {
  const columns: FieldDescriptor[] = [
    id,
    orgName,
    { field: 'creditCode', label: 'creditCode' },
    district,
    reason,
    operator,
    status,
    time(timeLabel),
  ]
  return {
    resource,
    titleField: 'orgName',
    keyword: 'orgReason',
    status: 'state',
    columns,
    filters: standardFilters(timeLabel),
    defaultSort: newestFirst,
    detail: columns,
  }
}

const people = (resource: string, timeLabel: string): ListDescriptor => {
  const columns: FieldDescriptor[] = [
    id,
    realName,
    idCard,
    mobile,
    reason,
    operator,
    district,
    status,
    time(timeLabel),
  ]
  return {
    resource,
    titleField: 'name',
    keyword: 'personReason',
    status: 'state',
    columns,
    filters: standardFilters(timeLabel),
    defaultSort: newestFirst,
    detail: columns,
  }
}

/** 纪律专区 (/discipline-zone). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  organization_delete: orgs('organization_delete', 'deleteTime'),
  organization_focus: orgs('organization_focus', 'focusTime'),
  organization_ban: orgs('organization_ban', 'banTime'),
  mission_export: missions,
  idcard_blacklist: people('idcard_blacklist', 'recordTime'),
  volunteer_focus: people('volunteer_focus', 'focusTime'),
  volunteer_ban: people('volunteer_ban', 'banTime'),
}
