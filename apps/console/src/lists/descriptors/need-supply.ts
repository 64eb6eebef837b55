import type { FieldDescriptor, ListDescriptor } from '../descriptor'
import {
  contactName,
  district,
  id,
  idCard,
  mobile,
  newestFirst,
  number,
  organization,
  realName,
  standardFilters,
  status,
  text,
  time,
} from './fields'

const serviceType = text('serviceType', 'serviceType', true)

const needs = (resource: string, label: string): ListDescriptor => {
  const columns: FieldDescriptor[] = [
    id,
    text('title', label, true),
    organization,
    serviceType,
    district,
    status,
    time('createTime'),
  ]
  return {
    resource,
    titleField: 'title',
    keyword: 'need',
    status: 'handle',
    columns,
    filters: standardFilters('createTime'),
    defaultSort: newestFirst,
    detail: [
      ...columns,
      contactName,
      mobile,
      { field: 'expectDate', label: 'expectDate', kind: 'date' },
    ],
  }
}

const pairs = (resource: string): ListDescriptor => {
  const columns: FieldDescriptor[] = [
    id,
    text('title', 'supplyTitle', true),
    text('demandTitle'),
    text('orgName', 'supplyOrg', true),
    text('demandOrgName', 'demandOrg'),
    district,
    status,
    time('createTime'),
  ]
  return {
    resource,
    titleField: 'title',
    keyword: 'pair',
    status: 'handle',
    columns,
    filters: standardFilters('createTime'),
    defaultSort: newestFirst,
    detail: [...columns, serviceType, contactName, mobile],
  }
}

const simple = (resource: string, extra: readonly FieldDescriptor[]): ListDescriptor => {
  const columns: FieldDescriptor[] = [
    id,
    { field: 'title', label: 'title', sortable: true },
    ...extra,
    status,
    time('createTime'),
  ]
  return {
    resource,
    titleField: 'title',
    keyword: 'title',
    status: 'publish',
    columns,
    filters: [{ kind: 'status' }, { kind: 'dateRange', label: 'createTime' }],
    defaultSort: newestFirst,
    detail: columns,
  }
}

/** 供需对接平台 (/need_supply_management). */
export const descriptors: Readonly<Record<string, ListDescriptor>> = {
  point_regulation: simple('point_regulation', [number('points'), text('cycle')]),
  banner_list: simple('banner_list', [text('position', 'position', true), number('sortNo')]),
  point_stat: {
    resource: 'point_stat',
    titleField: 'name',
    keyword: 'pointStat',
    status: 'state',
    columns: [
      id,
      realName,
      organization,
      number('totalPoints'),
      number('usedPoints'),
      district,
      time('createTime'),
    ],
    filters: [{ kind: 'district' }, { kind: 'dateRange', label: 'createTime' }],
    defaultSort: newestFirst,
    detail: [
      id,
      realName,
      idCard,
      organization,
      number('totalPoints'),
      number('usedPoints'),
      district,
      time('createTime'),
    ],
  },
  need_management: needs('need_management', 'needTitle'),
  supply_list_management: needs('supply_list_management', 'supplyTitle'),
  init_demand_list_management: needs('init_demand_list_management', 'needTitle'),
  pair_supply_management: pairs('pair_supply_management'),
  pair_demand_management: pairs('pair_demand_management'),
}
