import type { RuleKey } from '@gdzyz/validators'
import { ATTENDANCE_RULES } from './attendance-rules'
import { CONTENT_RULES } from './content-rules'
import { MISSION_TYPES } from './data/vocab'

/** How the demo server checks one field of a form (mirrors the console's form descriptors). */
export interface FieldRule {
  required?: boolean
  /** One of the 12 platform rules of @gdzyz/validators. */
  rule?: RuleKey
  maxLength?: number
  /** Allowed values (select, radio). */
  oneOf?: readonly string[]
  /** No other row of the resource may have the same value. */
  unique?: boolean
  /** Checked but never stored (passwords). */
  secret?: boolean
  /** A list of row ids (batch operations). */
  ids?: boolean
  /** An https address or a path of the site (`/…`), nothing else (banner links). */
  link?: boolean
}

/** Fields a resource (create, update) or action accepts; anything else in a body is dropped. */
export type FormRules = Readonly<Record<string, Readonly<Record<string, FieldRule>>>>

const CITY = /^44[0-9]{4}$/
export const ORG_TYPES = ['志愿服务组织', '志愿服务团体'] as const
export const SUBORDINATE_ROLES = ['区县管理员', '组织管理员', '团体管理员'] as const

/**
 * The server-side rules of every form of the demo, keyed by resource or action name. Each page
 * owner declares its own; a resource or action missing here accepts no create, update, delete
 * or action.
 */
export const FORM_RULES: FormRules = {
  // 添加下级管理员 (create), 管理员运营者设置 (delete)
  admin: {
    account: { required: true, rule: 'account', unique: true },
    password: { required: true, rule: 'strongPassword', secret: true },
    name: { required: true, rule: 'personName' },
    mobile: { required: true, rule: 'mobile' },
    idCard: { required: true, rule: 'idCard' },
    email: { rule: 'email', maxLength: 50 },
    roleName: { required: true, oneOf: SUBORDINATE_ROLES },
    districtId: { required: true },
  },
  admin_enable: { id: { required: true } },
  admin_disable: { id: { required: true } },
  admin_reset_password: {
    id: { required: true },
    password: { required: true, rule: 'password', secret: true },
  },
  admin_permission_transfer: {
    id: { required: true },
    targetAccount: { required: true, rule: 'account' },
  },
  operator_invite: {
    name: { required: true, rule: 'personName' },
    mobile: { required: true, rule: 'mobile' },
    email: { rule: 'email', maxLength: 50 },
    initialPassword: { required: true, rule: 'password2', secret: true },
    remark: { maxLength: 200 },
  },
  // 添加组织
  organization: {
    orgName: { required: true, rule: 'orgName', unique: true },
    orgType: { required: true, oneOf: ORG_TYPES },
    creditCode: { required: true, rule: 'noChinese', maxLength: 18 },
    contactName: { required: true, rule: 'personName' },
    mobile: { required: true, rule: 'telephone' },
    districtId: { required: true },
    address: { maxLength: 100 },
    establishDate: {},
  },
  org_transfer: {
    ids: { required: true, ids: true },
    targetOrgName: { required: true, rule: 'orgName' },
  },
  // 组织团体资料 (update of the signed-in admin's organisation)
  my_organization: {
    orgName: { required: true, rule: 'orgName' },
    orgNameEn: { rule: 'noChinese', maxLength: 100 },
    creditCode: { required: true, rule: 'noChinese', maxLength: 18 },
    telephone: { required: true, rule: 'telephone' },
    certifierName: { required: true, rule: 'certifierName' },
    email: { rule: 'email', maxLength: 50 },
    website: { rule: 'noChinese', maxLength: 100 },
    address: { maxLength: 100 },
    intro: { maxLength: 500 },
  },
  message_send_personal: {
    mobile: { required: true, rule: 'mobile' },
    title: { required: true, maxLength: 50 },
    content: { required: true, maxLength: 500 },
  },
  // 活动发布, 历史活动发布, 活动修改 (scalar fields; posts, sessions, dates: mission-publish)
  mission: {
    title: { required: true, maxLength: 50 },
    missionType: { required: true, oneOf: MISSION_TYPES },
    districtId: { required: true },
    address: { required: true, maxLength: 100 },
    startDate: { required: true },
    endDate: { required: true },
    startTime: { required: true },
    endTime: { required: true },
    recruitCount: { required: true },
    contactName: { required: true, rule: 'personName' },
    mobile: { required: true, rule: 'mobile' },
    email: { rule: 'email', maxLength: 50 },
    description: { required: true, maxLength: 1000 },
    requirements: { maxLength: 500 },
  },
  // 活动总结 (the summary of one mission)
  mission_summary: {
    id: { required: true },
    summary: { required: true, maxLength: 2000 },
    summaryImage: { maxLength: 2_000_000 },
  },
  message_send_organization: {
    title: { required: true, maxLength: 50 },
    content: { required: true, maxLength: 500 },
  },
  ...CONTENT_RULES,
  ...ATTENDANCE_RULES,
}

/** A city code of Guangdong (district fields). */
export const isCityCode = (value: unknown): boolean => typeof value === 'string' && CITY.test(value)
