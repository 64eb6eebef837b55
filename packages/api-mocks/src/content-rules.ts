import { BANKS, NWM_TYPES } from './data/vocab'

export const ARTICLE_CATEGORIES = ['志愿动态', '先进典型', '通知公告', '媒体报道'] as const
export const BANNER_POSITIONS = ['首页顶部', '活动频道', '志愿者证专区', '小程序首页'] as const
export const VERSION_PLATFORMS = ['后台管理系统', '微信小程序', 'i志愿 App'] as const
/** Announcement show types: 4 at start, 5 when the page of `menuId` opens (SPEC section 4). */
export const SHOW_TYPES = ['4', '5'] as const

/** Rich-text bodies: HTML as the editor wrote it (readers sanitize it again). */
const html = { required: true, maxLength: 100_000 } as const

/**
 * Website content, banner, activity labels, 新时代文明实践 resources and bank branches: the same
 * checks as their forms in the console.
 */
export const CONTENT_RULES = {
  announcement: {
    title: { required: true, maxLength: 50 },
    content: html,
    bottomContent: { maxLength: 10 },
    showType: { required: true, oneOf: SHOW_TYPES },
    menuId: { rule: 'noChinese', maxLength: 20 },
  },
  information: {
    title: { required: true, maxLength: 50 },
    category: { required: true, oneOf: ARTICLE_CATEGORIES },
    source: { maxLength: 30 },
    content: html,
  },
  policies_regulations: {
    title: { required: true, maxLength: 50 },
    docNumber: { maxLength: 30 },
    issuingAuthority: { required: true, maxLength: 30 },
    content: html,
  },
  banner: {
    title: { required: true, maxLength: 30 },
    imageUrl: { required: true },
    link: { link: true, maxLength: 300 },
    position: { required: true, oneOf: BANNER_POSITIONS },
    sortNo: { required: true, maxLength: 2 },
  },
  version_update: {
    version: { required: true, rule: 'noChinese', maxLength: 20 },
    title: { required: true, maxLength: 50 },
    platform: { required: true, oneOf: VERSION_PLATFORMS },
    content: html,
  },
  activity_label: {
    title: { required: true, maxLength: 10, unique: true },
    remark: { maxLength: 50 },
  },
  activity_label_rename: {
    id: { required: true },
    title: { required: true, maxLength: 10 },
  },
  nwm_resource_list: {
    title: { required: true, maxLength: 50 },
    resourceType: { required: true, oneOf: NWM_TYPES },
    orgName: { required: true, rule: 'orgName' },
    districtId: { required: true },
    contactName: { required: true, rule: 'personName' },
    mobile: { required: true, rule: 'mobile' },
    address: { maxLength: 100 },
  },
  bank_baranch: {
    branchName: { required: true, maxLength: 30 },
    bankName: { required: true, oneOf: BANKS },
    districtId: { required: true },
    address: { required: true, maxLength: 100 },
    telephone: { required: true, rule: 'telephone' },
    businessHours: { maxLength: 30 },
  },
} as const
