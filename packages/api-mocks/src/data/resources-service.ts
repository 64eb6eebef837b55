import { address, person, personName } from './people'
import {
  AUDIT,
  audited,
  CARD,
  city,
  HANDLE,
  money,
  PUBLISH,
  place,
  type ResourceDef,
  resource,
  STATE,
  stateOf,
  timeOf,
} from './resource-def'
import type { Random } from './seed'
import {
  BANKS,
  CLOTHE_SIZES,
  COMPLAINT_TYPES,
  CONTEST_TRACKS,
  GOODS,
  missionTitle,
  orgName,
} from './vocab'

const PERSON_SEARCH = ['name', 'idCard', 'mobile']

const cardStatus = (r: Random) => {
  const roll = r.next()
  return roll < 0.25 ? 0 : roll < 0.5 ? 1 : roll < 0.93 ? 2 : 3
}

const contestAudit = (name: string, title: string, count: number): ResourceDef =>
  resource(
    name,
    title,
    count,
    [
      'id',
      'title',
      'orgName',
      'track',
      'contactName',
      'mobile',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    AUDIT,
    (r, i) => {
      const c = city(r)
      const contact = person(r, c)
      const createTime = timeOf(r, i, count, 90)
      const track = r.pick(CONTEST_TRACKS)
      return {
        title: `${r.pick(c.counties)}${track}志愿服务项目`,
        orgName: orgName(r, c),
        track,
        contactName: contact.name,
        mobile: contact.mobile,
        ...place(c),
        budget: money(r, 5_000, 200_000),
        summary: `项目聚焦${track}，计划开展服务 ${r.int(10, 80)} 场，覆盖服务对象 ${r.int(100, 5000)} 人。`,
        createTime,
        ...audited(r, createTime),
      }
    },
    { searchable: ['title', 'orgName', 'contactName'], audit: true },
  )

const declarations = (name: string, title: string, contest: string): ResourceDef =>
  resource(
    name,
    title,
    200,
    ['id', 'title', 'contestName', 'track', 'orgName', 'status', 'createTime'],
    AUDIT,
    (r, i) => {
      const c = city(r)
      const track = r.pick(CONTEST_TRACKS)
      const createTime = timeOf(r, i, 200, 400)
      return {
        title: `${r.pick(c.counties)}${track}志愿服务项目`,
        contestName: contest,
        track,
        orgName: orgName(r, c),
        ...place(c),
        contactName: personName(r),
        createTime,
        ...audited(r, createTime),
      }
    },
    { searchable: ['title', 'orgName'] },
  )

export const serviceResources: ResourceDef[] = [
  resource(
    'complaint_list',
    '举报',
    240,
    [
      'id',
      'title',
      'complaintType',
      'name',
      'mobile',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    AUDIT,
    (r, i) => {
      const c = city(r)
      const p = person(r, c)
      const createTime = timeOf(r, i, 240, 200)
      const target = r.chance(0.5) ? orgName(r, c) : missionTitle(r, c)
      return {
        title: target,
        complaintType: r.pick(COMPLAINT_TYPES),
        name: p.name,
        mobile: p.mobile,
        ...place(c),
        content: '活动现场与招募信息不符，志愿者未实际参与服务却登记了时长。',
        createTime,
        ...audited(r, createTime),
      }
    },
    { searchable: ['title', 'name', 'mobile'], audit: true },
  ),
  resource(
    'publicity_feedback',
    '时长公示反馈',
    220,
    [
      'id',
      'name',
      'idCard',
      'missionTitle',
      'claimedHours',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    AUDIT,
    (r, i) => {
      const c = city(r)
      const p = person(r, c)
      const createTime = timeOf(r, i, 220, 200)
      return {
        name: p.name,
        idCard: p.idCard,
        mobile: p.mobile,
        missionTitle: missionTitle(r, c),
        orgName: orgName(r, c),
        ...place(c),
        claimedHours: r.int(1, 12),
        content: r.pick(['公示时长少于实际服务时长', '公示名单遗漏本人', '签退时间记录有误']),
        createTime,
        ...audited(r, createTime),
      }
    },
    { searchable: ['name', 'idCard', 'missionTitle'], audit: true },
  ),
  resource(
    'clothe_query',
    '志愿者服装申领',
    220,
    [
      'id',
      'name',
      'idCard',
      'mobile',
      'clotheSize',
      'orgName',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    CARD,
    (r, i) => {
      const p = person(r)
      return {
        name: p.name,
        idCard: p.idCard,
        mobile: p.mobile,
        clotheSize: r.pick(CLOTHE_SIZES),
        orgName: orgName(r, p.city),
        ...place(p.city),
        address: p.address,
        expressNo: `SF${r.int(1_000_000, 9_999_999)}${r.int(10_000, 99_999)}`,
        status: cardStatus(r),
        createTime: timeOf(r, i, 220, 180),
      }
    },
    { searchable: PERSON_SEARCH },
  ),
  resource(
    'registration_record_query',
    '志愿者证制证申请',
    300,
    [
      'id',
      'name',
      'idCard',
      'mobile',
      'bankName',
      'branchName',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    CARD,
    (r, i) => {
      const p = person(r)
      const bankName = r.pick(BANKS)
      return {
        name: p.name,
        idCard: p.idCard,
        mobile: p.mobile,
        email: p.email,
        bankName,
        branchName: `${bankName}${p.city.name.replace('市', '')}${r.pick(p.city.counties)}支行`,
        ...place(p.city),
        address: p.address,
        status: cardStatus(r),
        createTime: timeOf(r, i, 300, 365),
      }
    },
    { searchable: [...PERSON_SEARCH, 'bankName'] },
  ),
  resource(
    'donation_detail',
    '捐赠',
    260,
    ['id', 'name', 'mobile', 'projectName', 'amount', 'payChannel', 'status', 'createTime'],
    STATE,
    (r, i) => {
      const p = person(r)
      return {
        name: p.name,
        mobile: p.mobile,
        projectName: r.pick([
          '志愿者保险公益基金',
          '关爱留守儿童项目',
          '应急救援装备捐赠',
          '乡村助学计划',
        ]),
        amount: money(r, 1, 5000),
        payChannel: r.pick(['微信支付', '支付宝', '银联']),
        orderNo: `DN${timeOf(r, i, 260, 365).replace(/\D/g, '')}${r.int(1000, 9999)}`,
        invoiceTitle: r.chance(0.3) ? p.name : '',
        ...place(p.city),
        status: stateOf(r, [0, 2]),
        createTime: timeOf(r, i, 260, 365),
      }
    },
    { searchable: ['name', 'mobile', 'projectName'] },
  ),
  resource(
    'bank_baranch',
    '银行网点',
    240,
    [
      'id',
      'branchName',
      'bankName',
      'districtId',
      'districtName',
      'address',
      'telephone',
      'status',
    ],
    STATE,
    (r, i) => {
      const c = city(r)
      const bankName = r.pick(BANKS)
      const county = r.int(0, c.counties.length - 1)
      return {
        branchName: `${bankName}${c.name.replace('市', '')}${c.counties[county] ?? ''}支行`,
        bankName,
        ...place(c),
        address: address(r, c, county),
        telephone: `0${r.int(20, 769)}-${r.int(8_000_000, 8_999_999)}`,
        businessHours: '周一至周五 09:00-17:00',
        status: stateOf(r, [0, 1]),
        createTime: timeOf(r, i, 240, 1500),
      }
    },
    { searchable: ['branchName', 'bankName', 'address'] },
  ),
  contestAudit('project_contest_audit', '项目大赛申报', 220),
  contestAudit('special_contest_audit', '专项赛申报', 205),
  contestAudit('demonstration_org_audit', '示范志愿服务组织申报', 200),
  contestAudit('venture_contest_audit', '公益创投大赛申报', 210),
  contestAudit('venture_project_audit', '公益创投项目申报', 200),
  declarations('project_contest_my_mission_list', '项目大赛我的申报', '志愿服务项目大赛'),
  declarations('special_contest_my_mission_list', '专项赛我的申报', '志愿服务专项赛'),
  declarations('demonstration_org_my_mission_list', '示范组织我的申报', '示范志愿服务组织评选'),
  declarations('venture_contest_my_mission_list', '公益创投大赛我的申报', '公益创投大赛'),
  declarations('venture_project_my_mission_list', '公益创投项目我的申报', '公益创投项目'),
  declarations('contest_mission_statistics', '申报记录', '青年志愿服务项目大赛'),
  resource(
    'project_allocation',
    '项目分配',
    210,
    ['id', 'title', 'orgName', 'reviewer', 'districtId', 'districtName', 'status', 'createTime'],
    HANDLE,
    (r, i) => {
      const c = city(r)
      return {
        title: `${r.pick(c.counties)}${r.pick(CONTEST_TRACKS)}志愿服务项目`,
        orgName: orgName(r, c),
        reviewer: `${personName(r)}（评审专家）`,
        contactName: personName(r),
        ...place(c),
        status: stateOf(r, HANDLE),
        createTime: timeOf(r, i, 210, 120),
      }
    },
    { searchable: ['title', 'orgName', 'reviewer'] },
  ),
  resource(
    'mission_training_list',
    '培训内容',
    200,
    ['id', 'title', 'lecturer', 'trainingDate', 'duration', 'status', 'createTime'],
    PUBLISH,
    (r, i) => {
      const createTime = timeOf(r, i, 200, 500)
      return {
        title: r.pick([
          '项目书撰写要点',
          '志愿服务项目设计',
          '赛事答辩技巧',
          '项目预算编制',
          '成效评估方法',
        ]),
        lecturer: personName(r),
        trainingDate: createTime.slice(0, 10),
        duration: r.int(1, 4),
        content: '线上直播培训，课后提供回放与讲义。',
        status: stateOf(r, PUBLISH) === 0 ? 1 : 2,
        createTime,
      }
    },
    { searchable: ['title', 'lecturer'] },
  ),
  resource(
    'shop_list',
    '积分商城商品',
    GOODS.length * 26,
    ['id', 'title', 'points', 'stock', 'exchangedCount', 'status', 'createTime'],
    PUBLISH,
    (r, i) => ({
      title: `${GOODS[i % GOODS.length] ?? ''}（${r.pick(['红色', '蓝色', '白色', '纪念款', '标准款'])}）`,
      points: r.int(1, 50) * 10,
      stock: r.int(0, 2000),
      exchangedCount: r.int(0, 9000),
      status: stateOf(r, PUBLISH) === 0 ? 1 : r.pick([0, 2]),
      createTime: timeOf(r, i, GOODS.length * 26, 700),
    }),
  ),
]
