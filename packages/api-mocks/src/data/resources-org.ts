import { person } from './people'
import {
  AUDIT,
  audited,
  city,
  dateOf,
  place,
  type ResourceDef,
  resource,
  STATE,
  stateOf,
  timeOf,
} from './resource-def'
import type { Random } from './seed'
import { creditCode, orgName } from './vocab'

const ORG_SEARCH = ['orgName', 'creditCode', 'contactName', 'mobile']
export const ORG_TYPES = ['志愿服务组织', '志愿服务团体'] as const

const orgOf = (r: Random, i: number, count: number, days: number) => {
  const c = city(r)
  const contact = person(r, c)
  const createTime = timeOf(r, i, count, days)
  return {
    orgName: orgName(r, c),
    orgType: r.pick(ORG_TYPES),
    creditCode: creditCode(r),
    contactName: contact.name,
    mobile: contact.mobile,
    email: contact.email,
    ...place(c),
    address: contact.address,
    belongingOrgName: `${c.name}志愿服务联合会`,
    memberCount: r.int(5, 1200),
    establishDate: dateOf(timeOf(r, i, count, days + 2000)),
    createTime,
  }
}

const AUDIT_FIELDS = [
  'id',
  'orgName',
  'orgType',
  'creditCode',
  'contactName',
  'mobile',
  'districtId',
  'districtName',
  'belongingOrgName',
  'status',
  'createTime',
]
const CHANGE_FIELDS = [
  'id',
  'orgName',
  'changeBefore',
  'changeAfter',
  'contactName',
  'mobile',
  'districtId',
  'districtName',
  'status',
  'createTime',
]

const orgAudit = (name: string, title: string, count: number, remark: string): ResourceDef =>
  resource(
    name,
    title,
    count,
    AUDIT_FIELDS,
    AUDIT,
    (r, i) => {
      const org = orgOf(r, i, count, 120)
      return { ...org, remark, ...audited(r, org.createTime) }
    },
    { searchable: ORG_SEARCH, audit: true },
  )

const changeAudit = (
  name: string,
  title: string,
  count: number,
  change: (r: Random, org: ReturnType<typeof orgOf>) => [string, string],
): ResourceDef =>
  resource(
    name,
    title,
    count,
    CHANGE_FIELDS,
    AUDIT,
    (r, i) => {
      const org = orgOf(r, i, count, 120)
      const [changeBefore, changeAfter] = change(r, org)
      return { ...org, changeBefore, changeAfter, ...audited(r, org.createTime) }
    },
    { searchable: ORG_SEARCH, audit: true },
  )

const DISCIPLINE_FIELDS = [
  'id',
  'orgName',
  'creditCode',
  'districtId',
  'districtName',
  'reason',
  'operator',
  'status',
  'createTime',
]

const orgDiscipline = (name: string, title: string, reasons: readonly string[]): ResourceDef =>
  resource(
    name,
    title,
    215,
    DISCIPLINE_FIELDS,
    STATE,
    (r, i) => {
      const org = orgOf(r, i, 215, 400)
      return {
        ...org,
        reason: r.pick(reasons),
        operator: person(r).name,
        status: stateOf(r, STATE),
      }
    },
    { searchable: ['orgName', 'creditCode', 'reason'] },
  )

export const orgResources: ResourceDef[] = [
  orgAudit(
    'group_belonging_organization_appeal',
    '新注册团体归属组织审核',
    230,
    '新注册团体申请归属',
  ),
  orgAudit(
    'organization_belonging_organization_appeal',
    '新注册组织归属组织审核',
    225,
    '新注册组织申请归属',
  ),
  orgAudit('organization_civil_affairs_appeal', '新注册组织民政部门审核', 210, '民政部门登记核验'),
  orgAudit('tuanwei_appeal', '省市区县团委审核', 215, '团委业务指导审核'),
  orgAudit('organize_affiliated_audit', '组织挂靠审核', 205, '申请挂靠上级组织'),
  changeAudit('belonging_organization_change_appeal', '归属组织变更审核', 220, (r, org) => [
    org.belongingOrgName,
    `${org.districtName}${r.pick(['青年志愿者协会', '志愿服务指导中心', '社会工作联合会'])}`,
  ]),
  changeAudit('keep_record_change_appeal', '登记备案情况变更审核', 210, (r) => {
    const pair = r.pick([
      ['未登记', '已在民政部门登记'],
      ['备案单位：区民政局', '备案单位：市民政局'],
      ['业务主管单位：区团委', '业务主管单位：市团委'],
    ] as const)
    return [pair[0], pair[1]]
  }),
  resource(
    'organization',
    '组织团体',
    320,
    [
      'id',
      'orgName',
      'orgType',
      'creditCode',
      'contactName',
      'mobile',
      'districtId',
      'districtName',
      'memberCount',
      'status',
      'createTime',
    ],
    STATE,
    (r, i) => ({ ...orgOf(r, i, 320, 2000), status: stateOf(r, STATE), remark: '' }),
    { searchable: ORG_SEARCH },
  ),
  orgDiscipline('organization_delete', '组织删除', [
    '组织已解散',
    '长期未开展活动',
    '重复注册',
    '主管单位撤销登记',
  ]),
  orgDiscipline('organization_focus', '组织关注', [
    '多次被举报',
    '活动时长异常',
    '新注册组织重点跟进',
    '信息变更频繁',
  ]),
  orgDiscipline('organization_ban', '组织封禁', [
    '组织活动时长造假',
    '违规收取费用',
    '发布虚假招募信息',
    '泄露志愿者个人信息',
  ]),
]
