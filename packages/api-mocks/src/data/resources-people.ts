import { person } from './people'
import {
  AUDIT,
  audited,
  city,
  hours,
  place,
  type ResourceDef,
  type Row,
  STATE,
  stateOf,
  timeOf,
} from './resource-def'
import type { Random } from './seed'
import { APPEAL_REASONS, orgName, ROLE_NAMES } from './vocab'

const PERSON_SEARCH = ['name', 'idCard', 'mobile'] as const
const byTime = { field: 'createTime', order: 'desc' } as const

/** Personal fields of one volunteer (list and detail). */
const volunteerOf = (r: Random) => {
  const p = person(r)
  return {
    p,
    row: {
      name: p.name,
      gender: p.gender,
      idCard: p.idCard,
      mobile: p.mobile,
      ...place(p.city),
      orgName: orgName(r, p.city),
      birthday: p.birthday,
      email: p.email,
      address: p.address,
      politicalStatus: p.politicalStatus,
      education: p.education,
    } satisfies Row,
  }
}

export const VOLUNTEER_COUNT = 100_000

export const peopleResources: ResourceDef[] = [
  {
    name: 'volunteer_query',
    madeInOrder: true,
    title: '志愿者',
    count: VOLUNTEER_COUNT,
    dateField: 'createTime',
    searchable: PERSON_SEARCH,
    listFields: [
      'id',
      'name',
      'gender',
      'idCard',
      'mobile',
      'districtId',
      'districtName',
      'orgName',
      'serviceHours',
      'status',
      'createTime',
    ],
    statuses: STATE,
    audit: false,
    defaultSort: byTime,
    build(r, i) {
      // Fields set one by one: 100,000 rows, and object spreads cost most of their making.
      const row: Row = volunteerOf(r).row
      row.volunteerNo = `GD${String(20_000_000 + VOLUNTEER_COUNT - i)}`
      row.serviceHours = hours(r, 600)
      row.status = stateOf(r, STATE)
      row.createTime = timeOf(r, i, VOLUNTEER_COUNT, 3 * 365)
      row.remark = r.chance(0.2) ? '星级志愿者' : ''
      return row
    },
  },
  {
    name: 'regist_audit',
    title: '实名制校验',
    count: 240,
    dateField: 'createTime',
    searchable: PERSON_SEARCH,
    listFields: [
      'id',
      'name',
      'idCard',
      'mobile',
      'districtId',
      'districtName',
      'orgName',
      'status',
      'createTime',
    ],
    statuses: AUDIT,
    audit: true,
    defaultSort: byTime,
    build(r, i) {
      const { row } = volunteerOf(r)
      const createTime = timeOf(r, i, 240, 120)
      return { ...row, createTime, remark: '申请实名制校验', ...audited(r, createTime) }
    },
  },
  {
    name: 'organization_apply',
    title: '加入组织申请',
    count: 220,
    dateField: 'createTime',
    searchable: [...PERSON_SEARCH, 'orgName'],
    listFields: [
      'id',
      'name',
      'idCard',
      'mobile',
      'orgName',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    statuses: AUDIT,
    audit: true,
    defaultSort: byTime,
    build(r, i) {
      const { row } = volunteerOf(r)
      const createTime = timeOf(r, i, 220, 90)
      const applyReason = r.pick(['希望参与本地志愿服务', '工作调动到本地', '学校统一组织加入'])
      return { ...row, applyReason, createTime, ...audited(r, createTime) }
    },
  },
  {
    name: 'volunteer_password_appeal',
    title: '志愿者找回密码申诉',
    count: 210,
    dateField: 'createTime',
    searchable: PERSON_SEARCH,
    listFields: [
      'id',
      'name',
      'idCard',
      'mobile',
      'appealReason',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    statuses: AUDIT,
    audit: true,
    defaultSort: byTime,
    build(r, i) {
      const { row, p } = volunteerOf(r)
      const createTime = timeOf(r, i, 210, 150)
      return {
        ...row,
        oldMobile: `${p.mobile.slice(0, 3)}${String(r.int(0, 99999999)).padStart(8, '0')}`,
        appealReason: r.pick(APPEAL_REASONS),
        createTime,
        ...audited(r, createTime),
      }
    },
  },
  {
    name: 'admin_password_appeal',
    title: '管理员找回密码申诉',
    count: 205,
    dateField: 'createTime',
    searchable: ['account', 'name', 'mobile', 'orgName'],
    listFields: [
      'id',
      'account',
      'name',
      'mobile',
      'orgName',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    statuses: AUDIT,
    audit: true,
    defaultSort: byTime,
    build(r, i) {
      const c = city(r)
      const p = person(r, c)
      const createTime = timeOf(r, i, 205, 150)
      return {
        account: `${c.code}_${String(r.int(1, 9999)).padStart(4, '0')}`,
        name: p.name,
        mobile: p.mobile,
        email: p.email,
        orgName: orgName(r, c),
        roleName: r.pick(ROLE_NAMES.slice(2)),
        ...place(c),
        appealReason: r.pick(APPEAL_REASONS),
        createTime,
        ...audited(r, createTime),
      }
    },
  },
  {
    name: 'admin',
    title: '管理员',
    count: 240,
    dateField: 'createTime',
    searchable: ['account', 'name', 'mobile', 'orgName'],
    listFields: [
      'id',
      'account',
      'name',
      'mobile',
      'orgName',
      'roleName',
      'districtId',
      'districtName',
      'status',
      'lastLoginTime',
      'createTime',
    ],
    statuses: STATE,
    audit: false,
    defaultSort: byTime,
    build(r, i) {
      const c = city(r)
      const p = person(r, c)
      const createTime = timeOf(r, i, 240, 900)
      return {
        // The platform's account rule: a letter first, letters and digits, 8-20 characters.
        account: `gd${c.code}${String(i).padStart(4, '0')}`,
        name: p.name,
        mobile: p.mobile,
        email: p.email,
        idCard: p.idCard,
        orgName: orgName(r, c),
        roleName: r.pick(ROLE_NAMES.slice(1)),
        ...place(c),
        status: stateOf(r, [0, 1]),
        createTime,
        lastLoginTime: timeOf(r, r.int(0, 50), 240, 30),
        remark: '',
      }
    },
  },
]
