import type { City } from './districts'
import type { Random } from './seed'

const ORG_KINDS = [
  '青年志愿者协会',
  '志愿服务联合会',
  '义工联合会',
  '社区志愿服务队',
  '大学生志愿服务队',
  '巾帼志愿服务队',
  '应急救援志愿服务队',
  '文明实践志愿服务队',
  '红十字志愿服务队',
  '环保志愿服务队',
  '助残志愿服务队',
  '关爱青少年志愿服务队',
]
const SCHOOLS = ['职业技术学院', '理工学院', '师范学院', '第一中学', '科技学院']
const MISSION_VERBS = ['关爱', '守护', '助力', '清洁', '宣传', '陪伴', '服务', '共建']
const MISSION_OBJECTS = [
  '社区长者',
  '留守儿童',
  '母亲河',
  '文明交通',
  '垃圾分类',
  '无偿献血',
  '防溺水安全',
  '图书馆阅读',
  '城市公园',
  '社区防疫',
  '禁毒宣传',
  '消防安全',
  '敬老院',
  '马拉松赛事',
]
const MISSION_FORMS = ['志愿服务活动', '主题志愿服务', '志愿者招募', '公益行动', '服务日活动']
export const MISSION_TYPES = [
  '社区服务',
  '应急救援',
  '大型赛会',
  '环境保护',
  '文明交通',
  '关爱帮扶',
  '文化宣传',
  '卫生健康',
  '教育助学',
  '助残服务',
]
const CONTENT_TOPICS = [
  '志愿服务时长认定',
  '志愿者保险',
  '星级志愿者评定',
  '志愿服务记录证明',
  '文明实践站点建设',
  '注册志愿者证办理',
  '优秀志愿服务项目',
  '志愿服务组织登记',
  '青年志愿者行动',
  '平台功能升级',
]
const CONTENT_FORMS = ['的通知', '工作指引', '实施办法', '操作说明', '风采展示', '问答汇编']
export const BANKS = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '中国邮政储蓄银行',
  '广州农商银行',
  '广发银行',
]
export const ROLE_NAMES = [
  '超级管理员',
  '省级管理员',
  '市级管理员',
  '区县管理员',
  '组织管理员',
  '团体管理员',
  '内容审核员',
  '活动运营员',
  '数据统计员',
  '志愿者证管理员',
  '举报处理员',
  '客服专员',
]
export const LOG_ACTIONS = [
  '登录系统',
  '退出登录',
  '修改个人资料',
  '修改登录密码',
  '报名活动',
  '取消报名',
  '签到',
  '签退',
  '申请加入组织',
  '退出组织',
  '申请注册志愿者证',
  '查看活动详情',
  '发表评价',
  '导出志愿者名单',
  '审核通过实名制校验',
  '发布活动',
  '修改活动',
  '发送组织消息',
]
export const TERMINALS = ['PC 网页', '微信小程序', 'i志愿 App', 'H5 页面']
export const COMPLAINT_TYPES = [
  '虚假活动',
  '时长造假',
  '违规收费',
  '不文明行为',
  '信息泄露',
  '其他',
]
export const APPEAL_REASONS = [
  '手机号已停用，无法接收验证码',
  '忘记密码且原绑定手机号非本人使用',
  '账号被他人冒用',
  '更换手机号后无法登录',
  '身份证信息与账号不一致需重置密码',
]
export const REJECT_REASONS = [
  '材料不完整，请补充后重新提交',
  '信息与身份证件不一致',
  '证明材料不清晰',
]
export const CLOTHE_SIZES = ['S', 'M', 'L', 'XL', 'XXL']
export const GOODS = [
  '志愿者马甲',
  '志愿服务纪念徽章',
  '帆布环保袋',
  '保温水杯',
  '志愿者帽子',
  '笔记本套装',
  '雨伞',
  '抗疫纪念章',
]
export const CONTEST_TRACKS = [
  '乡村振兴',
  '社区治理',
  '环境保护',
  '关爱少年儿童',
  '为老服务',
  '阳光助残',
  '应急救援',
  '文化传承',
]
export const LABELS = [
  '敬老',
  '助残',
  '环保',
  '支教',
  '赛会',
  '应急',
  '文明交通',
  '禁毒',
  '垃圾分类',
  '献血',
  '扶贫',
  '党建',
  '青少年',
  '卫生',
  '文化',
  '法律援助',
]
export const SMS_TEMPLATES = [
  '活动录用通知',
  '活动开始提醒',
  '实名制校验结果',
  '验证码',
  '时长到账通知',
]
export const NWM_TYPES = ['场地资源', '服务项目', '培训课程', '宣传资料', '专家队伍']
export const SUPPLY_ITEMS = [
  '心理咨询服务',
  '法律咨询',
  '课业辅导',
  '义诊',
  '家电维修',
  '理发服务',
  '防诈宣讲',
  '科普讲座',
  '文艺演出',
  '助餐配送',
]

export const orgName = (r: Random, city: City): string => {
  const county = r.pick(city.counties)
  return r.chance(0.15)
    ? `${city.name.replace('市', '')}${r.pick(SCHOOLS)}青年志愿者协会`
    : `${city.name}${county}${r.pick(ORG_KINDS)}`
}

export const missionTitle = (r: Random, city: City): string =>
  `${r.pick(city.counties)}${r.pick(MISSION_VERBS)}${r.pick(MISSION_OBJECTS)}${r.pick(MISSION_FORMS)}`

export const contentTitle = (r: Random, prefix = ''): string =>
  `${prefix}关于${r.pick(CONTENT_TOPICS)}${r.pick(CONTENT_FORMS)}`

/** 18-character unified social credit code (format only). */
export const creditCode = (r: Random): string => {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY'
  let code = r.pick(['51', '52', '53'])
  code += `44${String(r.int(0, 9999)).padStart(4, '0')}`
  for (let i = 0; i < 10; i++) code += r.pick([...chars])
  return code
}
