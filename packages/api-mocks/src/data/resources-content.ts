import { person, personName } from './people'
import {
  city,
  PUBLISH,
  place,
  type ResourceDef,
  resource,
  STATE,
  stateOf,
  timeOf,
} from './resource-def'
import type { Random } from './seed'
import { contentTitle, LABELS, LOG_ACTIONS, NWM_TYPES, orgName, TERMINALS } from './vocab'

const published = (r: Random) => (stateOf(r, PUBLISH) === 0 ? 1 : r.pick([0, 2]))

const contentOf = (r: Random, i: number, count: number, prefix = '') => ({
  title: contentTitle(r, prefix),
  operator: personName(r),
  viewCount: r.int(0, 50_000),
  content: '为进一步规范志愿服务工作，现将有关事项通知如下，请各单位认真贯彻落实。',
  status: published(r),
  createTime: timeOf(r, i, count, 700),
})

const CONTENT_FIELDS = ['id', 'title', 'operator', 'viewCount', 'status', 'createTime']

const ip = (r: Random) =>
  `${r.pick([113, 119, 183, 120, 14])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`

export const contentResources: ResourceDef[] = [
  resource('announcement', '公告', 220, CONTENT_FIELDS, PUBLISH, (r, i) => contentOf(r, i, 220), {
    searchable: ['title', 'operator'],
  }),
  resource(
    'information',
    '文章',
    260,
    ['id', 'title', 'category', 'source', 'operator', 'viewCount', 'status', 'createTime'],
    PUBLISH,
    (r, i) => ({
      ...contentOf(r, i, 260),
      category: r.pick(['志愿动态', '先进典型', '通知公告', '媒体报道']),
      source: r.pick(['广东共青团', '南方日报', '广东i志愿', '羊城晚报']),
    }),
    { searchable: ['title', 'source', 'operator'] },
  ),
  resource(
    'policies_regulations',
    '政策法规',
    210,
    ['id', 'title', 'docNumber', 'issuingAuthority', 'status', 'createTime'],
    PUBLISH,
    (r, i) => ({
      ...contentOf(r, i, 210),
      docNumber: `粤团联〔${r.int(2018, 2026)}〕${r.int(1, 60)}号`,
      issuingAuthority: r.pick(['共青团广东省委员会', '广东省民政厅', '广东省文明办']),
    }),
    { searchable: ['title', 'docNumber', 'issuingAuthority'] },
  ),
  resource(
    'banner',
    '图片',
    205,
    ['id', 'title', 'position', 'sortNo', 'operator', 'status', 'createTime'],
    PUBLISH,
    (r, i) => ({
      ...contentOf(r, i, 205, '轮播图：'),
      position: r.pick(['首页顶部', '活动频道', '志愿者证专区', '小程序首页']),
      sortNo: r.int(1, 20),
    }),
  ),
  resource(
    'version_update',
    '版本公告',
    200,
    ['id', 'version', 'title', 'platform', 'status', 'createTime'],
    PUBLISH,
    (r, i) => ({
      ...contentOf(r, i, 200),
      version: `v${5 - Math.floor(i / 60)}.${(199 - i) % 10}.${i % 7}`,
      title: r.pick([
        '活动报名流程优化',
        '新增志愿者证线上申领',
        '修复已知问题',
        '签到签退体验升级',
      ]),
      platform: r.pick(['后台管理系统', '微信小程序', 'i志愿 App']),
    }),
    { searchable: ['title', 'version'] },
  ),
  resource(
    'activity_label',
    '活动标签',
    LABELS.length,
    ['id', 'title', 'missionCount', 'operator', 'status', 'createTime'],
    STATE,
    (r, i) => ({
      title: LABELS[i] ?? '',
      missionCount: r.int(0, 8000),
      remark: `用于标记${LABELS[i] ?? ''}类志愿服务活动`,
      operator: personName(r),
      status: stateOf(r, [0, 1]),
      createTime: timeOf(r, i, LABELS.length, 900),
    }),
  ),
  resource(
    'user_log',
    '用户行为日志',
    300,
    ['id', 'account', 'name', 'action', 'ip', 'terminal', 'createTime'],
    [0],
    (r, i) => {
      const c = city(r)
      return {
        account: `${c.code}_${String(r.int(1, 9999)).padStart(4, '0')}`,
        name: personName(r),
        action: r.pick(LOG_ACTIONS),
        ip: ip(r),
        terminal: 'PC 网页',
        ...place(c),
        status: 0,
        createTime: timeOf(r, i, 300, 30),
      }
    },
    { searchable: ['account', 'name', 'action', 'ip'] },
  ),
  resource(
    'volunteer_log',
    '志愿者行为日志',
    300,
    ['id', 'name', 'idCard', 'action', 'ip', 'terminal', 'createTime'],
    [0],
    (r, i) => {
      const p = person(r)
      return {
        name: p.name,
        idCard: p.idCard,
        mobile: p.mobile,
        action: r.pick(LOG_ACTIONS.slice(0, 13)),
        ip: ip(r),
        terminal: r.pick(TERMINALS),
        ...place(p.city),
        status: 0,
        createTime: timeOf(r, i, 300, 30),
      }
    },
    { searchable: ['name', 'idCard', 'action', 'ip'] },
  ),
  resource(
    'nwm_resource_list',
    '新时代文明实践资源',
    230,
    [
      'id',
      'title',
      'resourceType',
      'orgName',
      'districtId',
      'districtName',
      'status',
      'createTime',
    ],
    PUBLISH,
    (r, i) => {
      const c = city(r)
      const contact = person(r, c)
      const type = r.pick(NWM_TYPES)
      return {
        title: `${c.name}${r.pick(c.counties)}新时代文明实践${type}`,
        resourceType: type,
        orgName: orgName(r, c),
        ...place(c),
        contactName: contact.name,
        mobile: contact.mobile,
        address: contact.address,
        status: published(r),
        createTime: timeOf(r, i, 230, 500),
      }
    },
    { searchable: ['title', 'orgName'] },
  ),
  resource(
    'my_news',
    '我的消息',
    220,
    ['id', 'title', 'sender', 'status', 'createTime'],
    [0, 2],
    (r, i) => ({
      title: r.pick([
        '您的组织有新的加入申请',
        '活动补录已提交审核',
        '志愿者证制作进度更新',
        '系统维护通知',
        '您发布的活动已通过审核',
        '有志愿者对活动进行了评价',
      ]),
      sender: r.pick(['系统通知', '广东省志愿服务联合会', '团省委志愿工作部']),
      content: '请及时登录系统查看并处理相关事项。',
      status: r.chance(0.4) ? 0 : 2,
      createTime: timeOf(r, i, 220, 120),
    }),
    { searchable: ['title', 'sender'] },
  ),
]
