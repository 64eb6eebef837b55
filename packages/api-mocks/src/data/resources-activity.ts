import { person, personName } from './people'
import {
  AUDIT,
  after,
  audited,
  city,
  dateOf,
  hours,
  place,
  type ResourceDef,
  resource,
  STATE,
  stateOf,
  timeOf,
} from './resource-def'
import { hashText, pad, type Random, rowRandom } from './seed'
import { LABELS, MISSION_TYPES, missionTitle, orgName } from './vocab'

const MISSION_FIELDS = [
  'id',
  'title',
  'orgName',
  'districtId',
  'districtName',
  'missionType',
  'startDate',
  'endDate',
  'recruitCount',
  'joinedCount',
  'status',
]

const missionOf = (r: Random, i: number, count: number, days: number) => {
  const c = city(r)
  const contact = person(r, c)
  const start = timeOf(r, i, count, days)
  const recruitCount = r.int(10, 300)
  return {
    title: missionTitle(r, c),
    orgName: orgName(r, c),
    ...place(c),
    missionType: r.pick(MISSION_TYPES),
    startDate: dateOf(start),
    endDate: dateOf(after(start, r.int(4, 24 * 20))),
    recruitCount,
    joinedCount: r.int(0, recruitCount),
    serviceHours: r.int(2, 8),
    contactName: contact.name,
    mobile: contact.mobile,
    address: contact.address,
    labels: `${r.pick(LABELS)}、${r.pick(LABELS)}`,
    description: '面向社会公开招募志愿者，服务期间提供志愿者保险和饮用水。',
    createTime: start,
  }
}

const missions = (name: string, title: string, count: number, days: number): ResourceDef =>
  resource(
    name,
    title,
    count,
    MISSION_FIELDS,
    STATE,
    (r, i) => ({ ...missionOf(r, i, count, days), status: stateOf(r, STATE) }),
    { searchable: ['title', 'orgName'], dateField: 'startDate' },
  )

/** A volunteer's attendance or service record on a mission. */
const serviceOf = (r: Random, i: number, count: number) => {
  const c = city(r)
  const p = person(r, c)
  const signInTime = timeOf(r, i, count, 180)
  const length = r.int(1, 9)
  return {
    name: p.name,
    idCard: p.idCard,
    mobile: p.mobile,
    missionTitle: missionTitle(r, c),
    orgName: orgName(r, c),
    ...place(c),
    signInTime,
    signOutTime: after(signInTime, length),
    serviceHours: length,
    createTime: signInTime,
  }
}

const SERVICE_FIELDS = [
  'id',
  'name',
  'idCard',
  'mobile',
  'missionTitle',
  'signInTime',
  'signOutTime',
  'serviceHours',
  'status',
]
const PEOPLE_SEARCH = ['name', 'idCard', 'mobile', 'missionTitle']

/** 邀请录用: 0 待录用, 1 已录用, 2 未录用. 自行签到签退确认: 0 待确认, 1 已确认. */
const HIRE = [0, 1, 2] as const
const CONFIRM = [0, 1] as const

/** A decision status: about 40% still pending (0), the rest spread over the other codes. */
const decided = (r: Random, codes: readonly number[]): number =>
  r.next() < 0.4 ? 0 : (codes[1 + r.int(0, codes.length - 2)] ?? 0)

const MISSIONS = missions('mission', '活动', 320, 400)
const MISSION_SEED = hashText(MISSIONS.name)

/** Attendance row i belongs to mission row floor(i / 4): the newest 65 missions have 4 each. */
export const ATTENDANCE_PER_MISSION = 4

/**
 * A participant of a seeded mission: signed in on its first day between 08:00 and 10:00, signed
 * out 1-6 hours later, or (about a quarter) not yet signed out: 考勤 records it.
 */
const participantOf = (r: Random, i: number) => {
  const m = Math.floor(i / ATTENDANCE_PER_MISSION)
  const mission = MISSIONS.build(rowRandom(MISSION_SEED, m), m)
  const c = city(r)
  const p = person(r, c)
  const signInTime = `${String(mission.startDate)} 0${8 + r.int(0, 1)}:${pad(r.int(0, 59), 2)}:00`
  const length = r.int(1, 6)
  const signedOut = r.next() >= 0.25
  return {
    name: p.name,
    idCard: p.idCard,
    mobile: p.mobile,
    missionTitle: String(mission.title),
    orgName: String(mission.orgName),
    districtId: String(mission.districtId),
    districtName: String(mission.districtName),
    signInTime,
    signOutTime: signedOut ? after(signInTime, length) : '',
    serviceHours: signedOut ? length : 0,
    createTime: signInTime,
  }
}

export const activityResources: ResourceDef[] = [
  MISSIONS,
  missions('mission_active_realtime', '实时活动', 220, 60),
  missions('mission_active_his', '历史活动', 240, 900),
  resource(
    'mission_overlength_audit',
    '超长时长审核',
    215,
    [
      'id',
      'name',
      'idCard',
      'missionTitle',
      'orgName',
      'serviceHours',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    AUDIT,
    (r, i) => {
      const s = serviceOf(r, i, 215)
      const long = r.int(13, 30)
      return {
        ...s,
        serviceHours: long,
        signOutTime: after(s.signInTime, long),
        remark: '单次服务时长超过 12 小时，需审核确认',
        ...audited(r, s.createTime),
      }
    },
    { searchable: PEOPLE_SEARCH, audit: true },
  ),
  resource(
    'receive_comments',
    '活动评价',
    240,
    ['id', 'missionTitle', 'name', 'score', 'content', 'status', 'createTime'],
    STATE,
    (r, i) => {
      const s = serviceOf(r, i, 240)
      return {
        ...s,
        score: r.int(3, 5),
        content: r.pick([
          '组织有序，服务对象很满意',
          '活动安排合理，志愿者培训到位',
          '希望增加活动场次',
          '现场物资准备充足',
          '带队老师非常负责',
        ]),
        reply: r.chance(0.5) ? '感谢您的评价，我们会继续改进。' : '',
        status: stateOf(r, [0, 1]),
      }
    },
    { searchable: ['missionTitle', 'name', 'content'] },
  ),
  resource(
    'attendance',
    '考勤记录',
    260,
    SERVICE_FIELDS,
    STATE,
    (r, i) => ({ ...participantOf(r, i), status: stateOf(r, [0, 1]), remark: '' }),
    {
      searchable: PEOPLE_SEARCH,
      dateField: 'signInTime',
      defaultSort: { field: 'signInTime', order: 'desc' },
    },
  ),
  resource(
    'mission_participant',
    '活动报名',
    250,
    ['id', 'name', 'idCard', 'mobile', 'missionTitle', 'orgName', 'status', 'createTime'],
    HIRE,
    (r, i) => ({ ...serviceOf(r, i, 250), status: decided(r, HIRE) }),
    { searchable: PEOPLE_SEARCH },
  ),
  resource(
    'mission_auto_attend_list',
    '自行签到签退确认',
    210,
    [...SERVICE_FIELDS.slice(0, -1), 'status', 'createTime'],
    CONFIRM,
    (r, i) => ({
      ...serviceOf(r, i, 210),
      remark: '志愿者自行签到签退',
      status: decided(r, CONFIRM),
    }),
    { searchable: PEOPLE_SEARCH },
  ),
  resource(
    'batch_hand_violation_time',
    '违规时长处理',
    230,
    ['id', 'name', 'idCard', 'missionTitle', 'violationHours', 'reason', 'status', 'createTime'],
    STATE,
    (r, i) => ({
      ...serviceOf(r, i, 230),
      violationHours: hours(r, 20),
      reason: r.pick(['代签到', '重复记录时长', '未实际到岗', '签退时间异常']),
      operator: personName(r),
      status: stateOf(r, [0, 1, 2]),
    }),
    { searchable: ['name', 'idCard', 'missionTitle'] },
  ),
]
