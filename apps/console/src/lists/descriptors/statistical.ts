import type { FieldDescriptor, ListDescriptor } from '../descriptor'
import { district, id, number, text } from './fields'

const month = text('statMonth', 'statMonth', true)
const filters = [{ kind: 'district' }] as const
const byMonth = { field: 'statMonth', order: 'desc' } as const

const stats = (resource: string, keyword: string, columns: readonly FieldDescriptor[]) => ({
  resource,
  titleField: 'statMonth',
  keyword,
  status: 'state' as const,
  columns,
  filters,
  defaultSort: byMonth,
  detail: columns,
})

/** 数据统计 (/statistical): one row per city and month (per bank for the card statistics). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  base_statistical: stats('base_statistical', 'stat', [
    id,
    month,
    district,
    number('newVolunteers'),
    number('newOrganizations'),
    number('missionCount'),
    number('serviceHours'),
  ]),
  register_volunteer_statistical: stats('register_volunteer_statistical', 'bankStat', [
    id,
    month,
    text('bankName', 'bankName', true),
    district,
    number('applyCount'),
    number('issueCount'),
  ]),
  self_help_data: stats('self_help_data', 'stat', [
    id,
    month,
    district,
    number('registeredVolunteers'),
    number('activeVolunteers'),
    number('serviceHours'),
  ]),
}
