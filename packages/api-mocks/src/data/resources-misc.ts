import { CITIES, type City } from './districts'
import { mobile, person, personName } from './people'
import {
  city,
  dateOf,
  HANDLE,
  PUBLISH,
  place,
  type ResourceDef,
  resource,
  STATE,
  stateOf,
  timeOf,
} from './resource-def'
import { pad, type Random } from './seed'
import { BANKS, MISSION_TYPES, orgName, ROLE_NAMES, SMS_TEMPLATES, SUPPLY_ITEMS } from './vocab'

const PERSON_SEARCH = ['name', 'idCard', 'mobile']
const MONTHS = 12

/** Month `m` back from March 2026, as yyyy-mm. */
const monthOf = (m: number): string => {
  const total = 2026 * 12 + 2 - m
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1, 2)}`
}

/** One statistics row per city and month: 21 x 12 rows. */
const perCityMonth = (i: number) => {
  const c = CITIES[i % CITIES.length] as City
  const month = monthOf(Math.floor(i / CITIES.length))
  return { c, month, createTime: `${month}-01 00:00:00` }
}

const person_discipline = (name: string, title: string, reasons: readonly string[]): ResourceDef =>
  resource(
    name,
    title,
    215,
    [
      'id',
      'name',
      'idCard',
      'mobile',
      'reason',
      'operator',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    STATE,
    (r, i) => {
      const p = person(r)
      return {
        name: p.name,
        idCard: p.idCard,
        mobile: p.mobile,
        reason: r.pick(reasons),
        operator: personName(r),
        ...place(p.city),
        status: stateOf(r, STATE),
        createTime: timeOf(r, i, 215, 500),
      }
    },
    { searchable: [...PERSON_SEARCH, 'reason'] },
  )

const need = (r: Random, kind: string) => {
  const c = city(r)
  const item = r.pick(SUPPLY_ITEMS)
  return {
    title: `${r.pick(c.counties)}${item}${kind}`,
    orgName: orgName(r, c),
    ...place(c),
    serviceType: r.pick(MISSION_TYPES),
    contactName: personName(r),
    mobile: mobile(r),
  }
}

const NEED_FIELDS = [
  'id',
  'title',
  'orgName',
  'serviceType',
  'districtId',
  'districtName',
  'status',
  'createTime',
]

const needs = (name: string, title: string, kind: string): ResourceDef =>
  resource(
    name,
    title,
    220,
    NEED_FIELDS,
    HANDLE,
    (r, i) => ({
      ...need(r, kind),
      expectDate: dateOf(timeOf(r, i, 220, 200)),
      status: stateOf(r, HANDLE),
      createTime: timeOf(r, i, 220, 300),
    }),
    { searchable: ['title', 'orgName'] },
  )

const pairs = (name: string, title: string): ResourceDef =>
  resource(
    name,
    title,
    210,
    [
      'id',
      'title',
      'demandTitle',
      'orgName',
      'demandOrgName',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    HANDLE,
    (r, i) => {
      const supply = need(r, '供给')
      const demand = need(r, '需求')
      return {
        ...supply,
        demandTitle: demand.title,
        demandOrgName: demand.orgName,
        status: stateOf(r, HANDLE),
        createTime: timeOf(r, i, 210, 300),
      }
    },
    { searchable: ['title', 'demandTitle', 'orgName', 'demandOrgName'] },
  )

export const miscResources: ResourceDef[] = [
  resource(
    'role',
    '角色',
    ROLE_NAMES.length,
    ['id', 'title', 'roleCode', 'adminCount', 'status', 'createTime'],
    STATE,
    (r, i) => ({
      title: ROLE_NAMES[i] ?? '',
      roleCode: `ROLE_${pad(i + 1, 3)}`,
      adminCount: i === 0 ? 3 : r.int(2, 800),
      remark: `${ROLE_NAMES[i] ?? ''}的菜单与权限由超级管理员分配`,
      status: i < 10 ? 0 : 1,
      createTime: timeOf(r, i, ROLE_NAMES.length, 1200),
    }),
    { searchable: ['title', 'roleCode'], defaultSort: { field: 'roleCode', order: 'asc' } },
  ),
  resource(
    'sms_verification',
    '短信验证',
    260,
    ['id', 'mobile', 'purpose', 'ip', 'status', 'createTime'],
    HANDLE,
    (r, i) => ({
      mobile: mobile(r),
      purpose: r.pick(['登录验证', '找回密码', '绑定手机号', '实名制校验']),
      ip: `${r.pick([113, 183, 120])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
      status: stateOf(r, HANDLE),
      createTime: timeOf(r, i, 260, 10),
    }),
    { searchable: ['mobile', 'purpose'] },
  ),
  resource(
    'sms_list',
    '短信',
    300,
    ['id', 'mobile', 'template', 'content', 'status', 'createTime'],
    HANDLE,
    (r, i) => {
      const template = r.pick(SMS_TEMPLATES)
      return {
        mobile: mobile(r),
        template,
        content: `【广东i志愿】您好，${template}：请登录广东i志愿查看详情。`,
        status: stateOf(r, HANDLE) === 0 ? 2 : r.pick([0, 1]),
        createTime: timeOf(r, i, 300, 60),
      }
    },
    { searchable: ['mobile', 'template', 'content'] },
  ),
  resource(
    'base_statistical',
    '基础数据统计',
    CITIES.length * MONTHS,
    [
      'id',
      'statMonth',
      'districtId',
      'districtName',
      'newVolunteers',
      'newOrganizations',
      'missionCount',
      'serviceHours',
    ],
    [0],
    (r, i) => {
      const { c, month, createTime } = perCityMonth(i)
      return {
        statMonth: month,
        ...place(c),
        newVolunteers: r.int(300, 9000),
        newOrganizations: r.int(2, 120),
        missionCount: r.int(50, 2500),
        serviceHours: r.int(5000, 400_000),
        status: 0,
        createTime,
      }
    },
    {
      searchable: ['districtName', 'statMonth'],
      defaultSort: { field: 'statMonth', order: 'desc' },
    },
  ),
  resource(
    'register_volunteer_statistical',
    '注册志愿者证统计',
    BANKS.length * MONTHS * 3,
    ['id', 'statMonth', 'bankName', 'districtId', 'districtName', 'applyCount', 'issueCount'],
    [0],
    (r, i) => {
      const bankName = BANKS[i % BANKS.length] ?? ''
      const month = monthOf(Math.floor(i / (BANKS.length * 3)))
      const c = CITIES[(i * 7) % CITIES.length] as City
      const applyCount = r.int(20, 3000)
      return {
        statMonth: month,
        bankName,
        ...place(c),
        applyCount,
        issueCount: r.int(0, applyCount),
        status: 0,
        createTime: `${month}-01 00:00:00`,
      }
    },
    {
      searchable: ['bankName', 'districtName'],
      defaultSort: { field: 'statMonth', order: 'desc' },
    },
  ),
  resource(
    'self_help_data',
    '自助数据',
    CITIES.length * MONTHS,
    [
      'id',
      'statMonth',
      'districtId',
      'districtName',
      'registeredVolunteers',
      'activeVolunteers',
      'serviceHours',
    ],
    [0],
    (r, i) => {
      const { c, month, createTime } = perCityMonth(i)
      const registered = r.int(50_000, 1_500_000)
      return {
        statMonth: month,
        ...place(c),
        registeredVolunteers: registered,
        activeVolunteers: Math.round(registered * (0.1 + r.next() * 0.3)),
        serviceHours: r.int(10_000, 900_000),
        status: 0,
        createTime,
      }
    },
    {
      searchable: ['districtName', 'statMonth'],
      defaultSort: { field: 'statMonth', order: 'desc' },
    },
  ),
  resource(
    'users_handle_list',
    '人员处理',
    240,
    ['id', 'name', 'idCard', 'mobile', 'handleType', 'operator', 'status', 'createTime'],
    HANDLE,
    (r, i) => {
      const p = person(r)
      return {
        name: p.name,
        idCard: p.idCard,
        mobile: p.mobile,
        handleType: r.pick(['合并重复账号', '注销账号', '实名信息更正', '解除手机号绑定']),
        operator: personName(r),
        ...place(p.city),
        status: stateOf(r, HANDLE),
        createTime: timeOf(r, i, 240, 200),
      }
    },
    { searchable: PERSON_SEARCH },
  ),
  resource(
    'point_regulation',
    '积分规则',
    200,
    ['id', 'title', 'points', 'cycle', 'status', 'createTime'],
    PUBLISH,
    (r, i) => ({
      title: `${r.pick(['参加', '完成', '发布', '对接'])}${r.pick(SUPPLY_ITEMS)}${r.pick(['服务', '需求', '供给'])}`,
      points: r.int(1, 20) * 5,
      cycle: r.pick(['每次', '每日上限', '每月上限']),
      status: stateOf(r, PUBLISH) === 0 ? 1 : r.pick([0, 2]),
      createTime: timeOf(r, i, 200, 600),
    }),
  ),
  resource(
    'banner_list',
    '供需平台轮播图',
    200,
    ['id', 'title', 'position', 'sortNo', 'status', 'createTime'],
    PUBLISH,
    (r, i) => ({
      title: `供需对接${r.pick(['专题', '活动', '成果'])}：${r.pick(SUPPLY_ITEMS)}`,
      position: r.pick(['供需首页', '需求频道', '供给频道']),
      sortNo: r.int(1, 20),
      status: stateOf(r, PUBLISH) === 0 ? 1 : r.pick([0, 2]),
      createTime: timeOf(r, i, 200, 400),
    }),
  ),
  resource(
    'point_stat',
    '积分统计',
    260,
    [
      'id',
      'name',
      'orgName',
      'totalPoints',
      'usedPoints',
      'districtId',
      'districtName',
      'createTime',
    ],
    [0],
    (r, i) => {
      const p = person(r)
      const total = r.int(0, 5000)
      return {
        name: p.name,
        idCard: p.idCard,
        orgName: orgName(r, p.city),
        totalPoints: total,
        usedPoints: r.int(0, total),
        ...place(p.city),
        status: 0,
        createTime: timeOf(r, i, 260, 365),
      }
    },
    { searchable: ['name', 'orgName'] },
  ),
  needs('need_management', '需求', '需求'),
  needs('supply_list_management', '供给', '供给'),
  needs('init_demand_list_management', '初始需求', '需求'),
  pairs('pair_supply_management', '供给对接'),
  pairs('pair_demand_management', '需求对接'),
  person_discipline('idcard_blacklist', '身份证号黑名单', [
    '冒用他人身份注册',
    '多次虚假报名',
    '违规代签到',
    '司法机关通报',
  ]),
  person_discipline('volunteer_focus', '志愿者关注', [
    '时长增长异常',
    '多次被举报',
    '频繁更换组织',
  ]),
  person_discipline('volunteer_ban', '志愿者封禁', [
    '时长造假',
    '冒名顶替参加活动',
    '服务中严重违规',
  ]),
]
